/**
 * The main app's side of the preview round trip (spec section 4): opened as
 * `/projects?pr_id=<id>&state=<state>` and signed in (AuthGate ran first), it hands a fresh API
 * token to the preview, at `#token=…&state=…`, and notes the preview as open. The address comes
 * from the stage's preview-host template and the id alone: an id that is not a preview id, a
 * missing state, or any `from` never choose where a token goes; such a link is refused.
 */
import { getStageConfig, useAuth } from '@ottilia/shared-auth';
import { previewOrigin } from '@ottilia/shared-auth/preview-hosts';
import { Button, LoadingOverlay, space } from '@ottilia/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/use-translation';
import { rememberOpenPreview } from './open-previews';
import './preview-strings';

/** The state a preview sends: its own random base64url text. */
const STATE_PATTERN = /^[\w-]{16,128}$/;

export interface PreviewHandoffProps {
  prId: string;
  state: string | null;
  /** Shows the portal instead (the link's parameters leave the address). */
  onContinue(): void;
  /** Leaves for the preview (replacing this history entry). */
  navigate?: (url: string) => void;
}

/** The preview's origin for this link, or null when the link must be refused. */
export function handoffTarget(prId: string, state: string | null, template = getStageConfig().previewHostTemplate): string | null {
  if (!state || !STATE_PATTERN.test(state)) return null;
  try {
    return previewOrigin(template, prId);
  } catch {
    return null; // a broken template (deployment setting) hands nothing to anybody
  }
}

/** The portal's address without the link's parameters. */
function leaveLink(onContinue: () => void) {
  const url = new URL(window.location.href);
  for (const name of ['pr_id', 'state', 'from', 'token']) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  onContinue();
}

export default function PreviewHandoff({ prId, state, onContinue, navigate = (url) => window.location.replace(url) }: PreviewHandoffProps) {
  const { t } = useTranslation();
  const { renewAccessToken } = useAuth();
  const [target] = useState(() => handoffTarget(prId, state));
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!target || !state || started.current) return;
    started.current = true;
    // a fresh token: the preview cannot renew it, so it gets the longest life there is
    renewAccessToken().then(
      (token) => {
        rememberOpenPreview(prId);
        navigate(`${target}/#${new URLSearchParams({ token, state })}`);
      },
      () => setFailed(true),
    );
  }, [target, state, prId, renewAccessToken, navigate]);

  if (target && !failed) return <LoadingOverlay label={t('environments.handoff.returning', { id: prId })} />;
  return (
    <Refusal aria-labelledby="preview-handoff-title">
      <h1 id="preview-handoff-title">{t('environments.handoff.refusedTitle')}</h1>
      <p>{failed ? t('environments.handoff.failed', { id: prId }) : t('environments.handoff.refused')}</p>
      <Button variant="primary" onClick={() => leaveLink(onContinue)}>
        {t('environments.handoff.continue')}
      </Button>
    </Refusal>
  );
}

const Refusal = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${space(32)} ${space(16)};
`;
