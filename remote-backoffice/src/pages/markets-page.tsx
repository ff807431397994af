import { ResourceList } from '@ottilia/shared-admin/screens';
import { markets } from '../features/markets/markets';
import { useScreens } from '../lib/use-screens';

/** Route /backoffice/markets (the MARKETS identity's route, on ResourcePage's module map). */
export default function MarketsPage() {
  const { screens } = useScreens(markets);
  return <ResourceList spec={screens.list} editInDialog={screens.dialog} />;
}
