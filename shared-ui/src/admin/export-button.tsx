import { Button, space, VisuallyHidden } from '@ottilia/shared-ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAdminStrings } from '../i18n/admin-strings';

/** Where an export is: nothing asked, rows being counted, counted and waiting for Download, handed to the browser. */
export type ExportStep = { step: 'idle' } | { step: 'counting' } | { step: 'ready'; rows: number } | { step: 'started' };

export interface ExportButtonProps {
  /** 'Export CSV', 'Export Excel'. */
  label: string;
  /** 'CSV', 'Excel', as the count's sentence names the file. */
  format: string;
  state: ExportStep;
  onExport(): void;
  onDownload(): void;
  onCancel(): void;
}

/**
 * Exports what the list's search and filters select (shared-admin's useExport runs it): the
 * button asks for the row count, then Download hands the file to the browser's own download
 * (progress and cancel in its download bar); Cancel stops before that.
 */
export function ExportButton({ label, format, state, onExport, onDownload, onCancel }: ExportButtonProps) {
  const { t } = useAdminStrings();
  const download = useRef<HTMLButtonElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  const ready = state.step === 'ready';
  const wasOpen = useRef(false);
  useEffect(() => {
    // the choice takes the focus when it appears, and gives it back to the button when it goes
    if (ready) download.current?.focus();
    else if (wasOpen.current) exportButton.current?.focus();
    wasOpen.current = ready;
  }, [ready]);

  return (
    <Group role="group" aria-label={label}>
      {ready ? (
        <>
          <Count role="status">{t('export.ready', { count: state.rows, format })}</Count>
          <Button ref={download} variant="primary" onClick={onDownload}>
            {t('export.download')}
          </Button>
        </>
      ) : (
        <Button ref={exportButton} variant="secondary" loading={state.step === 'counting'} onClick={onExport}>
          {label}
        </Button>
      )}
      {(ready || state.step === 'counting') && (
        <Button variant="transparent" onClick={onCancel}>
          {t('export.cancel')}
        </Button>
      )}
      {/* read out, not shown: the spinner and the browser's download bar show it */}
      <VisuallyHidden role="status">
        {state.step === 'counting' ? t('export.counting') : state.step === 'started' ? t('export.started') : ''}
      </VisuallyHidden>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(8)};
`;

const Count = styled.span`
  flex-basis: 100%;
`;
