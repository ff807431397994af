import { errorDialog, useApiClient, useCurrentUser } from '@ottilia/shared-auth';
import { Button, space, useShell } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { recordPath } from '@ottilia/shared-admin';
import { useBackofficeStrings } from '../../i18n/strings';
import { etagOf, SITE_TYPES, siteTypesResource, type SiteType } from './site-types';

export interface SiteTypeRowActionsProps {
  type: SiteType;
  onEdit(): void;
  onDeleted(): void;
}

/** Edit (editors) and Delete (deleters, after the spec's delete-type question). */
export function SiteTypeRowActions({ type, onEdit, onDeleted }: SiteTypeRowActionsProps) {
  const client = useApiClient();
  const { t } = useBackofficeStrings();
  const { can } = useCurrentUser();
  const { confirm } = useShell();
  const remove = async () => {
    if (!(await confirm('deleteType'))) return;
    try {
      await client.del(recordPath(siteTypesResource(t), type.eid), { ifMatch: etagOf(type) });
      onDeleted();
    } catch (error) {
      // e.g. 409 in-use: the API says how many projects use the type
      void confirm('errorWithMessage', errorDialog(error));
    }
  };
  return (
    <Actions>
      {can(SITE_TYPES.permissions.edit) && (
        <Button size="small" variant="secondary" onClick={onEdit}>
          {t('common.edit')}
        </Button>
      )}
      {can(SITE_TYPES.permissions.delete) && (
        <Button size="small" variant="transparent" onClick={() => void remove()}>
          {t('common.delete')}
        </Button>
      )}
    </Actions>
  );
}

const Actions = styled.span`
  display: inline-flex;
  gap: ${space(8)};
`;
