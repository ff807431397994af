import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { useUiStrings } from '../i18n/ui-strings';

const Selectable = styled.span`
  font-family: ui-monospace, monospace;
  user-select: all;
`;

/**
 * "Reference: 4bf92f35", the reference a user quotes to support: it finds the API's log lines
 * and trace, or the monitoring report of a failure that had no server answer. The reference
 * itself selects with one click.
 */
export function ReferenceText({ reference }: { reference: string }) {
  const { t } = useUiStrings();
  return (
    <>
      {t('reference.label')} <Selectable>{reference}</Selectable>
    </>
  );
}

/** Copies the reference; says it was copied (announced), or leaves the text to select when the clipboard refused. */
export function CopyReferenceButton({ reference }: { reference: string }) {
  const { t } = useUiStrings();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 3_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      // no clipboard (permission, insecure origin): the text stays selectable
    }
  };
  return (
    <Button variant="transparent" size="small" onClick={() => void copy()}>
      <span aria-live="polite">{copied ? t('reference.copied') : t('reference.copy')}</span>
    </Button>
  );
}

/** A failure's reference on a page or panel: the quotable line and its copy button. */
export function ErrorReference({ reference }: { reference: string }) {
  return (
    <p>
      <ReferenceText reference={reference} /> <CopyReferenceButton reference={reference} />
    </p>
  );
}
