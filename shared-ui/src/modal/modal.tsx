import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '../button';
import { useUiStrings } from '../i18n/ui-strings';
import { CloseIcon } from '../icons';
import { color } from '../themes';
import { fontSizes, fontWeights, media, radii, shadows, space } from '../tokens';
import { tabbableIn } from './tabbable';
import { useModalDialog } from './use-modal-dialog';

export const ModalSize = { Medium: 'medium', Large: 'large', XLarge: 'xlarge' } as const;
export type ModalSize = (typeof ModalSize)[keyof typeof ModalSize];

export const modalWidths: Record<ModalSize, number> = { medium: 640, large: 860, xlarge: 1024 };

/** Widest an action button column gets. */
export const modalActionMaxWidth = 264;

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Short text read out with the title (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out in columns of at most 264 px. */
  actions?: ReactNode;
  /** Called on Escape, overlay click (both only when dismissible) and the close icon. */
  onClose?: () => void;
  /**
   * A form dialog's Escape: its Cancel, which asks before discarding changes. Escape then works
   * even when the dialog is not dismissible (an overlay click still does nothing there).
   */
  onEscape?: () => void;
  size?: ModalSize;
  dismissible?: boolean;
  showCloseButton?: boolean;
  /** Element to focus on open; otherwise the first focusable element of content and actions. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Portal target; document.body by default. */
  container?: Element;
}

// The <dialog> is the panel's frame and nothing more: a click whose target is the dialog itself
// landed on its ::backdrop, since the surface inside covers the whole box. It sits in the top layer,
// above the page and the loading overlay, later dialogs above earlier ones.
const Dialog = styled.dialog<{ $size: ModalSize }>`
  width: calc(100% - ${space(32)});
  max-width: ${({ $size }) => modalWidths[$size]}px;
  max-height: 80vh;
  margin: auto;
  padding: 0;
  border: 0;
  border-radius: ${radii.medium}px;
  background: ${color('background')};
  color: ${color('text')};
  box-shadow: ${shadows.overlay};
  overflow: hidden;
  overscroll-behavior: contain;

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${color('backdrop')};
  }
`;

const Surface = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  padding: ${space(32)};
  gap: ${space(24)};

  ${media.small} {
    padding: ${space(24)};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(16)};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${fontSizes.xlarge}px;
  font-weight: ${fontWeights.black};
  line-height: 1.25;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
`;

const Description = styled.div`
  margin: 0 0 ${space(8)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(16)};

  & > * {
    flex: 1 1 0;
    max-width: ${modalActionMaxWidth}px;
  }

  ${media.small} {
    flex-direction: column-reverse;

    & > * {
      max-width: none;
    }
  }
`;

export function Modal({ open, container, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<OpenModal {...props} />, container ?? document.body);
}

function OpenModal({
  title,
  description,
  children,
  actions,
  onClose,
  onEscape: escape,
  size = 'medium',
  dismissible = true,
  showCloseButton = false,
  initialFocusRef,
}: Omit<ModalProps, 'open' | 'container'>) {
  const { t } = useUiStrings();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  const dismiss = () => {
    if (dismissible) onClose?.();
  };
  useModalDialog(dialogRef, true, {
    onEscape: () => (escape ? escape() : dismiss()),
    // content and actions before the close icon
    initialFocus: () =>
      initialFocusRef?.current ?? [bodyRef.current, actionsRef.current].flatMap((part) => (part ? tabbableIn(part) : []))[0],
  });

  // Only a click that both starts and ends on the backdrop closes, so selecting text inside
  // the panel and releasing outside does not.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) dismiss();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      $size={size}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <Surface>
        <Header>
          <Title id={titleId}>{title}</Title>
          {showCloseButton && onClose && (
            <Button variant="transparent" size="small" aria-label={t('modal.close')} icon={<CloseIcon />} onClick={onClose} />
          )}
        </Header>
        {(description || children) && (
          <Body ref={bodyRef}>
            {description && <Description id={descriptionId}>{description}</Description>}
            {children}
          </Body>
        )}
        {actions && <Actions ref={actionsRef}>{actions}</Actions>}
      </Surface>
    </Dialog>
  );
}
