import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageDialogView as MessageDialog } from './message-dialog-view';

afterEach(() => jest.restoreAllMocks());

describe('MessageDialog', () => {
  it('asks a catalogue question with its text and both buttons', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(<MessageDialog open dialog="delete" onConfirm={onConfirm} onCancel={onCancel} />);

    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this?' });
    expect(dialog).toHaveAccessibleDescription('This action can’t be undone.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is shown modally, in the top layer above the loading overlay', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<MessageDialog open dialog="success" onConfirm={jest.fn()} />);
    expect(showModal.mock.contexts).toEqual([screen.getByRole('dialog')]);
  });

  it('informs with a single button and takes Escape as acknowledging it', async () => {
    const onConfirm = jest.fn();
    render(<MessageDialog open dialog="success" onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Well done!' })).toHaveAccessibleDescription('Your changes were saved.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue']);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a server message in the error dialog, and the fallback text without one', () => {
    const { rerender } = render(
      <MessageDialog open dialog="errorWithMessage" message="The agency is still in use." onConfirm={jest.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'Something went wrong...' })).toHaveAccessibleDescription('The agency is still in use.');
    rerender(<MessageDialog open dialog="errorWithMessage" onConfirm={jest.fn()} />);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Your changes were saved.');
  });

  it('shows the reference of a failed request, to quote to support, with the answer focused first', () => {
    render(<MessageDialog open dialog="errorWithMessage" message="Something broke." reference="4bf92f35" onConfirm={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Something went wrong...' })).toHaveAccessibleDescription(
      'Something broke. Reference: 4bf92f35',
    );
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it("adds the reference under the spec's texts without changing them (generic error, current-user failure)", () => {
    const { rerender } = render(<MessageDialog open dialog="genericError" reference="0a1b2c3d" onConfirm={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Oops! Something went wrong...' })).toHaveAccessibleDescription(
      "We can't satisfy your request right now. Please try again later. Reference: 0a1b2c3d",
    );
    rerender(<MessageDialog open dialog="errorMe" reference="0a1b2c3d" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(
      screen.getByRole('dialog', { name: 'We are working on fixing the problem, please try again later.' }),
    ).toHaveAccessibleDescription('Reference: 0a1b2c3d');
  });

  it('replaces the generic error text with a supplied message', () => {
    render(<MessageDialog open dialog="genericError" message="Request timed out." onConfirm={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Oops! Something went wrong...' })).toHaveAccessibleDescription('Request timed out.');
    expect(screen.queryByText("We can't satisfy your request right now. Please try again later.")).not.toBeInTheDocument();
  });

  it('keeps the current-user failure open until Refresh or Logout is chosen', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(<MessageDialog open dialog="errorMe" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'We are working on fixing the problem, please try again later.' });
    await user.keyboard('{Escape}');
    // (a click on the backdrop targets the dialog element itself)
    await user.click(dialog);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the confirm button busy while the action runs', async () => {
    const onConfirm = jest.fn();
    render(<MessageDialog open dialog="deleteCookie" onConfirm={onConfirm} onCancel={jest.fn()} confirmLoading />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
