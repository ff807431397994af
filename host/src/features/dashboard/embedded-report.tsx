/**
 * The stage's external BI report (GET /dashboard/embed-info), when it has one: an iframe with the
 * short-lived token in the URL fragment, which the browser never sends to a server; the report's
 * page reads it from there. Nothing shows on a stage without a report or when the call fails.
 */
import styled from 'styled-components';
import { color, radii } from '@ottilia/shared-ui';
import { useTranslation } from '../../i18n/use-translation';
import { Card } from './dashboard-figures';
import { useEmbedInfo } from './use-dashboard';

const Frame = styled.iframe`
  width: 100%;
  height: 480px;
  border: 1px solid ${color('border')};
  border-radius: ${radii.small}px;
`;

export function EmbeddedReport() {
  const { t } = useTranslation();
  const { data } = useEmbedInfo();
  if (!data?.configured) return null;
  return (
    <Card aria-labelledby="dashboard-embed-title">
      <h2 id="dashboard-embed-title">{t('dashboard.embed.title')}</h2>
      <Frame title={t('dashboard.embed.title')} src={`${data.url}#access_token=${encodeURIComponent(data.token)}`} />
    </Card>
  );
}
