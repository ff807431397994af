/** "Copy script": the embed snippet of the project's consent script, confirmed with 'Script copied!'. */
import { getStageConfig } from '@ottilia/shared-auth';
import { ALERT_MESSAGES, Button, useCopy } from '@ottilia/shared-ui';
import { useCookiesAgegateStrings } from '../../i18n/strings';
import { consentSnippet } from '../../lib/consent-snippet';

export function CopyScriptButton({ projectId }: { projectId: string }) {
  const { t } = useCookiesAgegateStrings();
  const copy = useCopy();
  return (
    <Button
      variant="secondary"
      onClick={() => void copy(consentSnippet(getStageConfig().cookiePolicyUrl, projectId), ALERT_MESSAGES.scriptCopied)}
    >
      {t('cookies.copyScript')}
    </Button>
  );
}
