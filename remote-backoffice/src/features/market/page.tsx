import { ResourceList } from '@ottilia/shared-admin/screens';
import { useScreens } from '../../lib/use-screens';
import { markets } from './markets';

/** Route /backoffice/markets (derived from the MARKETS identity, on ResourcePage). */
export default function MarketsPage() {
  const { screens } = useScreens(markets);
  return <ResourceList spec={screens.list} editInDialog={screens.dialog} />;
}
