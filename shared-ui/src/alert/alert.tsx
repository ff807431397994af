import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { CopyReferenceButton, ReferenceText } from '../error-reference';
import { useUiStrings } from '../i18n/ui-strings';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { color } from '../themes';
import type { ThemeColors } from '../themes';
import { radii, shadows, space } from '../tokens';

export const AlertType = {
  Information: 'information',
  Warning: 'warning',
  Error: 'error',
  Success: 'success',
} as const;
export type AlertType = (typeof AlertType)[keyof typeof AlertType];

export interface AlertProps {
  type?: AlertType;
  message: ReactNode;
  /** A failure's reference ("Reference: 4bf92f35" and Copy reference under the message), for the user to quote. */
  reference?: string | undefined;
  /** true (default) shows the type's icon, false none, or pass your own. */
  icon?: boolean | ReactNode;
  /** Shows a close button that calls onDismiss; the owner removes the alert. */
  dismissible?: boolean;
  onDismiss?: () => void;
  action?: () => void;
  actionName?: string;
  dataQaId?: string;
  className?: string;
}

const fills: Record<AlertType, keyof ThemeColors> = {
  information: 'info',
  warning: 'warning',
  error: 'danger',
  success: 'success',
};

const typeIcons: Record<AlertType, ReactNode> = {
  information: <InfoIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
  success: <SuccessIcon />,
};

const Frame = styled.div<{ $type: AlertType }>`
  display: flex;
  align-items: flex-start;
  gap: ${space(12)};
  padding: ${space(12, 16)};
  border-radius: ${radii.small}px;
  background: ${({ $type, theme }) => color(fills[$type])({ theme })};
  color: ${color('onStatus')};
  box-shadow: ${shadows.resting};
`;

const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 2px;
`;

const Message = styled.div`
  flex: 1;
  min-width: 0;
  align-self: center;
`;

// the copy button on the status fill keeps the fill's text colour
const ReferenceLine = styled.p`
  margin: ${space(4)} 0 0;

  & button:not(:hover) {
    color: inherit;
  }
`;

// Buttons on the status fill use its text colour rather than the theme's primary.
const OnFill = styled(Button)`
  color: inherit;
  border-color: currentColor;
  background: transparent;

  &:not(:disabled):hover {
    color: inherit;
    background: rgba(255, 255, 255, 0.16);
  }
`;

export function Alert({
  type = 'information',
  message,
  reference,
  icon = true,
  dismissible = false,
  onDismiss,
  action,
  actionName,
  dataQaId,
  className,
}: AlertProps) {
  const { t } = useUiStrings();
  // Errors and warnings interrupt; information and success wait for a pause.
  const role = type === 'error' || type === 'warning' ? 'alert' : 'status';
  const shownIcon = icon === true ? typeIcons[type] : icon || null;
  return (
    <Frame role={role} data-qa-id={dataQaId} className={className} $type={type}>
      {shownIcon && <IconSlot aria-hidden="true">{shownIcon}</IconSlot>}
      <Message>
        {message}
        {reference && (
          <ReferenceLine>
            <ReferenceText reference={reference} /> <CopyReferenceButton reference={reference} />
          </ReferenceLine>
        )}
      </Message>
      {action && actionName && (
        <OnFill variant="secondary" size="small" onClick={action}>
          {actionName}
        </OnFill>
      )}
      {dismissible && (
        <OnFill variant="transparent" size="small" aria-label={t('alert.dismiss')} icon={<CloseIcon />} onClick={onDismiss} />
      )}
    </Frame>
  );
}
