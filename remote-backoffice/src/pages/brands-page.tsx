import { useMemo } from 'react';
import { brandList } from '../features/brands/brand-list';
import { useBackofficeStrings } from '../i18n/strings';
import { ResourceList } from '@ottilia/shared-admin/screens';

/** Route /backoffice/brands (exact); rendered inside the host's router, shell and API providers. */
export default function BrandsPage() {
  const { t } = useBackofficeStrings();
  const spec = useMemo(() => brandList(t), [t]);
  return <ResourceList spec={spec} />;
}
