import { useCurrentUser, useLiveUpdates } from '@ottilia/shared-auth';
import { color, space } from '@ottilia/shared-ui';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The tab's live updates (shared-auth's useLiveUpdates: one event stream, started after sign-in)
 * and, while they cannot run, a quiet "Live updates paused" in a corner: the portal works as
 * without them meanwhile, and they resume by themselves (docs/adr/0340-live-events.md).
 */
export function LiveUpdates({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const status = useLiveUpdates({ dirty, me: me?.eid });
  // a polite live region, not role=status: it says nothing until paused, and is not the page's status
  return <Status aria-live="polite">{status === 'paused' ? <Paused>{t('liveUpdates.paused')}</Paused> : null}</Status>;
}

// fixed in a corner: appearing moves nothing on the page
const Status = styled.div`
  position: fixed;
  bottom: ${space(8)};
  left: ${space(8)};
  z-index: 1;
  pointer-events: none;
`;

const Paused = styled.span`
  display: inline-block;
  padding: ${space(4, 12)};
  border-radius: 999px;
  background: ${color('surface')};
  color: ${color('textMuted')};
  font-size: 0.8125rem;
  box-shadow: 0 0 0 1px ${color('border')};
`;
