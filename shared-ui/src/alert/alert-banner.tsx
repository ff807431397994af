import styled from 'styled-components';
import { Alert, type AlertType } from './alert';
import { useUiStrings } from '../i18n/ui-strings';
import { ALERT_MESSAGES, type AlertMessageKey } from './alert-messages';
import { bannerLines, type BannerLayout } from './banner-lines';

export interface AlertBannerProps extends BannerLayout {
  /** Shown as given, or in the current language when it is one of ALERT_MESSAGES; the default message without it. */
  message?: string;
  type?: AlertType;
  /** Tap on the compressed banner. */
  onExpand: () => void;
  onDismiss: () => void;
}

const Clamp = styled.span<{ $lines: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
`;

const ExpandButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

/**
 * Contents of the success banner at the top of the page. The host places it, watches the
 * scroll position (useDebouncedScrollTrigger) and decides when it is compressed.
 */
export function AlertBanner({ message, type = 'success', isMobile, compressed, onExpand, onDismiss }: AlertBannerProps) {
  const { t } = useUiStrings();
  const key = (Object.keys(ALERT_MESSAGES) as AlertMessageKey[]).find((name) => ALERT_MESSAGES[name] === message);
  const lines = bannerLines({ isMobile, compressed });
  const text = <Clamp $lines={lines}>{message === undefined ? t('alert.default') : key ? t(`alerts.${key}`) : message}</Clamp>;
  const folded = isMobile && compressed;
  return (
    <Alert
      type={type}
      dismissible
      onDismiss={onDismiss}
      message={
        folded ? (
          <ExpandButton type="button" aria-expanded="false" onClick={onExpand}>
            {text}
          </ExpandButton>
        ) : (
          text
        )
      }
    />
  );
}
