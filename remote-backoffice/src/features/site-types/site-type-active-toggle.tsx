import { errorDialog, useApiClient } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, useShell } from '@ottilia/shared-ui';
import { Toggle } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import { recordPath, activeLabel } from '@ottilia/shared-admin';
import { useBackofficeStrings } from '../../i18n/strings';
import { etagOf, siteTypeBody, siteTypesResource, type SiteType } from './site-types';

/** Switches a type of website on or off at once: PUT with its id, name and the new flag. */
export function SiteTypeActiveToggle({ type, onChanged }: { type: SiteType; onChanged(): void }) {
  const client = useApiClient();
  const { t } = useBackofficeStrings();
  const { showAlert, confirm } = useShell();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await client.put(recordPath(siteTypesResource(t), type.eid), siteTypeBody(type.eid, { name: type.name, isActive: !type.isActive }), { ifMatch: etagOf(type) });
      showAlert(ALERT_MESSAGES.changesSaved);
    } catch (error) {
      // e.g. changed by someone else meanwhile: the reloaded list shows what holds now
      void confirm('errorWithMessage', errorDialog(error));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <Toggle
      label={activeLabel(type.isActive)}
      // the visible label is the status; the name says which type the switch turns on or off
      aria-label={t('siteTypes.activeToggle', { name: type.name })}
      checked={type.isActive}
      disabled={busy}
      onChange={() => void toggle()}
    />
  );
}
