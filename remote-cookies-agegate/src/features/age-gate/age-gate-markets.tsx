/** The gate's markets with their minimum age (from the market's legal data where filled in); add and remove. */
import { addAgeGateMarket, removeAgeGateMarket } from '@ottilia/shared-admin';
import { errorDialog, useActionKeys, useApiClient } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, bareList, Button, row, stack, useShell } from '@ottilia/shared-ui';
import { SelectField } from '@ottilia/shared-ui/editing';
import { useState } from 'react';
import styled from 'styled-components';
import { useCookiesAgegateStrings } from '../../i18n/strings';
import type { AgeGate } from '../../lib/age-gate';

const List = styled.ul`
  ${bareList}
  ${stack(8)}

  li {
    ${row(8, { justify: 'space-between' })}
  }
`;

const AddRow = styled.div`${row(8, { align: 'flex-end' })}`;

const sourceKey = (m: { minimumAgeSource: string }) =>
  m.minimumAgeSource === 'legal-data' ? 'ageGate.markets.fromLegalData' : 'ageGate.markets.noLegalData';

export function AgeGateMarkets({
  projectId,
  gate,
  canEdit,
  onSaved,
}: {
  projectId: string;
  gate: AgeGate | null;
  canEdit: boolean;
  onSaved(gate: AgeGate): void;
}) {
  const { t } = useCookiesAgegateStrings();
  const client = useApiClient();
  const { confirm, showAlert } = useShell();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const keys = useActionKeys();
  const available = gate?.availableMarkets ?? [];

  const run = async (call: () => Promise<AgeGate>) => {
    setBusy(true);
    try {
      onSaved(await call());
      keys.done();
      showAlert(ALERT_MESSAGES.changesSaved);
    } catch (failure) {
      void confirm('errorWithMessage', errorDialog(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="age-gate-markets-heading">
      <h3 id="age-gate-markets-heading">{t('ageGate.markets.heading')}</h3>
      {gate && gate.markets.length > 0 ? (
        <List aria-label={t('ageGate.markets.listLabel')}>
          {gate.markets.map((m) => (
            <li key={m.marketCode}>
              <span>
                {t(m.isActive ? 'ageGate.markets.entry' : 'ageGate.markets.entryInactive', {
                  country: m.countryName,
                  age: m.minimumAge,
                  source: t(sourceKey(m)),
                })}
              </span>
              {canEdit && (
                <Button
                  variant="transparent"
                  size="small"
                  disabled={busy}
                  aria-label={t('ageGate.markets.removeLabel', { country: m.countryName })}
                  onClick={() =>
                    void run(() => removeAgeGateMarket(client, projectId, gate?.eid, m.marketCode, keys.keyFor(['remove', m.marketCode])))
                  }
                >
                  {t('ageGate.markets.remove')}
                </Button>
              )}
            </li>
          ))}
        </List>
      ) : (
        <p>{t('ageGate.markets.empty')}</p>
      )}
      {canEdit && gate === null && <p>{t('ageGate.markets.saveFirst')}</p>}
      {canEdit && gate !== null && available.length > 0 && (
        <AddRow>
          <SelectField
            label={t('ageGate.markets.toAdd')}
            placeholder={t('ageGate.markets.choose')}
            value={chosen}
            options={available.map((m) => ({ value: m.marketCode, label: `${m.countryName} (${m.minimumAge})` }))}
            onChange={(event) => setChosen(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!chosen || busy}
            onClick={() =>
              void run(async () => {
                const saved = await addAgeGateMarket(client, projectId, gate?.eid, chosen, keys.keyFor(['add', chosen]));
                setChosen('');
                return saved;
              })
            }
          >
            {t('ageGate.markets.add')}
          </Button>
        </AddRow>
      )}
    </section>
  );
}
