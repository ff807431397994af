import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from '../button';
import { Modal, ModalSize, type ModalProps } from './modal';

function Harness({ onClose, ...props }: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Edit cookie"
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button>Save</Button>
          </>
        }
        {...props}
        open={open}
        onClose={close}
      >
        <label>
          Name <input />
        </label>
      </Modal>
    </>
  );
}

async function openHarness(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

// a click on the ::backdrop targets the <dialog> itself; the panel's surface covers the rest of it
const backdropOf = (dialog: HTMLElement) => dialog;
const surfaceOf = (dialog: HTMLElement) => dialog.firstElementChild as HTMLElement;

afterEach(() => jest.restoreAllMocks());

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a native dialog shown modally (top layer, page behind inert), named and described, in a portal', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { container } = render(
      <Modal open title="Delete cookie" description="This cannot be undone.">
        More
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete cookie' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('heading', { name: 'Delete cookie' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  describe('focus', () => {
    it('moves into the content on open', async () => {
      await openHarness();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    });

    it('moves to a chosen element when asked', () => {
      function WithInitialFocus() {
        const save = useRef<HTMLButtonElement>(null);
        return (
          <Modal open title="Pick" initialFocusRef={save} actions={<Button ref={save}>Save</Button>}>
            <input aria-label="First" />
          </Modal>
        );
      }
      render(<WithInitialFocus />);
      expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    });

    it('lands on the dialog itself when nothing inside can take focus', () => {
      render(<Modal open title="Just text" description="Nothing to press" />);
      expect(screen.getByRole('dialog')).toHaveFocus();
    });

    it('is trapped: Tab from the last element wraps to the first and Shift+Tab back', async () => {
      const user = await openHarness({ showCloseButton: true });
      const close = screen.getByRole('button', { name: 'Close' });
      const input = screen.getByRole('textbox', { name: 'Name' });
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      const save = screen.getByRole('button', { name: 'Save' });

      await user.tab();
      expect(cancel).toHaveFocus();
      await user.tab();
      expect(save).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab();
      expect(input).toHaveFocus();

      await user.tab({ shift: true });
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      expect(save).toHaveFocus();
    });

    it('returns to the element that opened it when it closes', async () => {
      const user = await openHarness();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    });
    it("goes to the page's heading when the element that opened it is gone (a form closed on save)", async () => {
      function SavedForm() {
        const [state, setState] = useState<'editing' | 'saved' | 'done'>('editing');
        return (
          <main>
            <h1>Brand</h1>
            {state === 'editing' && <button onClick={() => setState('saved')}>Save</button>}
            <Modal open={state === 'saved'} title="Well done!" actions={<Button onClick={() => setState('done')}>Continue</Button>} />
          </main>
        );
      }
      render(<SavedForm />);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('heading', { name: 'Brand' })).toHaveFocus();
    });
  });

  describe('dismissing', () => {
    it('closes on Escape when dismissible (the default) and focus returns', async () => {
      const onClose = jest.fn();
      const user = await openHarness({ onClose });
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    });

    it('closes on an overlay click but not on a click inside the panel', async () => {
      const onClose = jest.fn();
      const user = await openHarness({ onClose });
      const dialog = screen.getByRole('dialog');
      await user.click(screen.getByRole('heading', { name: 'Edit cookie' }));
      await user.click(surfaceOf(dialog));
      expect(onClose).not.toHaveBeenCalled();
      await user.click(backdropOf(dialog));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('ignores Escape and overlay clicks when not dismissible', async () => {
      const onClose = jest.fn();
      const user = await openHarness({ onClose, dismissible: false });
      await user.keyboard('{Escape}');
      await user.click(backdropOf(screen.getByRole('dialog')));
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('hands Escape to a form dialog’s own cancel, even when not dismissible, but not an overlay click', async () => {
      const onClose = jest.fn();
      const onEscape = jest.fn();
      const user = await openHarness({ onClose, onEscape, dismissible: false });
      await user.keyboard('{Escape}');
      expect(onEscape).toHaveBeenCalledTimes(1);
      await user.click(backdropOf(screen.getByRole('dialog')));
      expect(onClose).not.toHaveBeenCalled();
    });

    it('offers a close icon button labelled "Close" only on request', async () => {
      const onClose = jest.fn();
      const { rerender } = render(<Modal open title="T" onClose={onClose} />);
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
      rerender(<Modal open title="T" onClose={onClose} showCloseButton dismissible={false} />);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('closes only the innermost of two open modals on Escape', async () => {
      const outerClose = jest.fn();
      const innerClose = jest.fn();
      const nested = (innerOpen: boolean) => (
        <Modal open title="Outer" onClose={outerClose}>
          <Modal open={innerOpen} title="Inner" onClose={innerClose}>
            <button type="button">Inside</button>
          </Modal>
        </Modal>
      );
      const { rerender } = render(nested(false));
      rerender(nested(true));
      expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(innerClose).toHaveBeenCalledTimes(1);
      expect(outerClose).not.toHaveBeenCalled();
    });
  });

  describe('layout', () => {
    it.each([
      [ModalSize.Medium, '640px'],
      [ModalSize.Large, '860px'],
      [ModalSize.XLarge, '1024px'],
    ])('%s is at most %s wide and 80vh tall', (size, width) => {
      render(<Modal open title="Sized" size={size} />);
      expect(screen.getByRole('dialog')).toHaveStyle({ 'max-width': width, 'max-height': '80vh' });
    });

    it('scrolls its content and keeps action columns at most 264 px wide', () => {
      render(
        <Modal open title="Long" actions={<Button>Continue</Button>}>
          <p>Lots of text</p>
        </Modal>,
      );
      expect(screen.getByText('Lots of text').parentElement).toHaveStyle({ 'overflow-y': 'auto' });
      expect(screen.getByRole('button', { name: 'Continue' })).toHaveStyle({ 'max-width': '264px' });
    });

    it("locks the page's scrolling while open, until the last of two nested modals closes", () => {
      const root = document.documentElement;
      const nested = (outer: boolean, inner: boolean) => (
        <Modal open={outer} title="Outer">
          <Modal open={inner} title="Inner" />
        </Modal>
      );
      const { rerender } = render(nested(true, false));
      expect(root).toHaveStyle({ overflow: 'hidden' });
      rerender(nested(true, true));
      rerender(nested(true, false));
      expect(root).toHaveStyle({ overflow: 'hidden' });
      rerender(nested(false, false));
      expect(root.style.overflow).toBe('');
    });

    it('closes its dialog when it goes, so the page behind is no longer inert', () => {
      const { rerender } = render(<Modal open title="Closing" />);
      const dialog = screen.getByRole('dialog') as HTMLDialogElement;
      const closed = jest.fn();
      dialog.addEventListener('close', closed);
      rerender(<Modal open={false} title="Closing" />);
      expect(closed).toHaveBeenCalledTimes(1);
      expect(dialog.open).toBe(false);
    });
  });
});
