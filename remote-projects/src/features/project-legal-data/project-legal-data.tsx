/** The legal data section: the project's markets, and the form of the one chosen. */
import { errorReference } from '@ottilia/shared-auth';
import { Alert, LoadingIndicator, stack, useShell } from '@ottilia/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { ProjectChoices } from '../../lib/project-choices';
import { useLegalData, useLegalDataList, type LegalDataSummary } from './legal-data';
import { LegalDataForm } from './legal-data-form';
import { LegalDataMarketTable } from './legal-data-market-table';
import { useProjectsStrings } from '../../i18n/strings';

/** A market as the project's choices name it. */
type Market = ProjectChoices['markets'][number];

export function ProjectLegalData({ projectUuid }: { projectUuid: string }) {
  const { confirm } = useShell();
  const list = useLegalDataList(projectUuid);
  const [selected, setSelected] = useState<Market | null>(null);
  const [formDirty, setFormDirty] = useState(false);
  const { t } = useProjectsStrings();

  const open = async (market: LegalDataSummary) => {
    if (market.marketCode === selected?.code) return;
    // another market's form would drop this one's changes
    if (formDirty && !(await confirm('discard'))) return;
    setFormDirty(false);
    setSelected({ code: market.marketCode, countryName: market.countryName });
  };

  return (
    <Section aria-labelledby="project-legal-data-heading">
      <h2 id="project-legal-data-heading">{t('common.legalData')}</h2>
      {list.error ? (
        <Alert
          type="error"
          message={list.error.message}
          reference={errorReference(list.error)}
          action={() => void list.mutate()}
          actionName={t('common.retry')}
        />
      ) : (
        <LegalDataMarketTable
          markets={list.data?.content ?? []}
          loading={list.data === undefined}
          selected={selected?.code ?? null}
          onOpen={(market) => void open(market)}
        />
      )}
      {selected && (
        <MarketForm
          key={selected.code}
          projectUuid={projectUuid}
          marketCode={selected.code}
          countryName={selected.countryName}
          onDirtyChange={setFormDirty}
          onClose={() => {
            setFormDirty(false);
            setSelected(null);
          }}
        />
      )}
    </Section>
  );
}

interface MarketFormProps {
  projectUuid: string;
  marketCode: string;
  countryName: string;
  onDirtyChange(dirty: boolean): void;
  onClose(): void;
}

/** Loads the market's data (none yet is an empty form) and shows its form. */
function MarketForm({ projectUuid, marketCode, countryName, onDirtyChange, onClose }: MarketFormProps) {
  const { data, error, mutate } = useLegalData(projectUuid, marketCode);
  const { t } = useProjectsStrings();
  if (error)
    return (
      <Alert
        type="error"
        message={error.message}
        reference={errorReference(error)}
        action={() => void mutate()}
        actionName={t('common.retry')}
      />
    );
  if (data === undefined) return <LoadingIndicator label={t('common.loadingLegal', { country: countryName })} />;
  return (
    <LegalDataForm
      projectUuid={projectUuid}
      marketCode={marketCode}
      countryName={countryName}
      saved={data}
      onDirtyChange={onDirtyChange}
      onClose={onClose}
    />
  );
}

const Section = styled.section`
  ${stack(16)}

  h2 {
    margin: 0;
  }
`;
