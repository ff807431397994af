import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '../button';
import { useUiStrings } from '../i18n/ui-strings';
import { CloseIcon } from '../icons';
import { color } from '../themes';
import { fontSizes, fontWeights, layers, media, radii, shadows, space } from '../tokens';
import { isTopmost, pushModal } from './modal-stack';
import { keepTabInside, tabbableIn } from './tabbable';

export const ModalSize = { Medium: 'medium', Large: 'large', XLarge: 'xlarge' } as const;
export type ModalSize = (typeof ModalSize)[keyof typeof ModalSize];

export const modalWidths: Record<ModalSize, number> = { medium: 640, large: 860, xlarge: 1024 };

/** Ordinary modals use the modal layer; message dialogs sit on the dialog layer above everything. */
export const ModalLayer = { Modal: 'modal', Dialog: 'dialog' } as const;
export type ModalLayer = (typeof ModalLayer)[keyof typeof ModalLayer];

const stacking: Record<ModalLayer, { overlay: number; panel: number }> = {
  modal: { overlay: layers.modalOverlay, panel: layers.modal },
  dialog: { overlay: layers.dialog, panel: layers.dialog },
};

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
  layer?: ModalLayer;
  /** Element to focus on open; otherwise the first focusable element of content and actions. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Portal target; document.body by default. */
  container?: Element;
}

const Backdrop = styled.div<{ $z: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $z }) => $z};
  background: ${color('backdrop')};
`;

const Positioner = styled.div<{ $z: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $z }) => $z};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(16)};
`;

const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => modalWidths[$size]}px;
  max-height: 80vh;
  padding: ${space(32)};
  gap: ${space(24)};
  border-radius: ${radii.medium}px;
  background: ${color('background')};
  color: ${color('text')};
  box-shadow: ${shadows.overlay};

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
  layer = 'modal',
  initialFocusRef,
}: Omit<ModalProps, 'open' | 'container'>) {
  const { t } = useUiStrings();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);

  const dismiss = () => {
    if (dismissible) onClose?.();
  };
  const onEscape = useEffectEvent(() => (escape ? escape() : dismiss()));

  const initialFocus = useEffectEvent((panel: HTMLElement): HTMLElement => {
    const inContent = [bodyRef.current, actionsRef.current].flatMap((part) => (part ? tabbableIn(part) : []));
    return initialFocusRef?.current ?? inContent[0] ?? tabbableIn(panel)[0] ?? panel;
  });

  // One effect owns focus: it moves focus in, traps it, and on close first stops trapping and
  // then gives focus back to where it was.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const previous = document.activeElement;
    const release = pushModal(panel);
    initialFocus(panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopmost(panel)) return;
      // (an Escape already used inside, e.g. by an open list, is not the dialog's)
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onEscape();
      } else if (event.key === 'Tab') {
        keepTabInside(event, panel);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTopmost(panel) && event.target instanceof Node && !panel.contains(event.target)) {
        (tabbableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      release();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      // (the panel is still in the document here, and may still hold focus)
      const active = document.activeElement;
      if (!active || active === document.body || panel.contains(active)) focusPageHeading();
    };
  }, []);

  // Only a click that both starts and ends on the overlay closes, so selecting text inside
  // the panel and releasing outside does not.
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnOverlay.current && event.target === event.currentTarget) dismiss();
    pressStartedOnOverlay.current = false;
  };

  const z = stacking[layer];
  return (
    <>
      <Backdrop $z={z.overlay} />
      <Positioner $z={z.panel} onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          $size={size}
        >
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
        </Panel>
      </Positioner>
    </>
  );
}

/**
 * Where focus goes when the element that opened a dialog is gone or disabled (a form that
 * closed on save, under 'Well done!'): the page's heading, else the main landmark, never the body.
 */
function focusPageHeading() {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}
