import { render, screen } from '@testing-library/react';
import { MessageDialog } from './message-dialog';

// Without the testing entry's preloaded catalogue: the way the shell's first dialog opens.
describe('MessageDialog before its chunk has loaded', () => {
  it('renders nothing while closed, and the catalogue dialog once its chunk arrives', async () => {
    const { container, rerender } = render(<MessageDialog open={false} dialog="success" onConfirm={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();

    rerender(<MessageDialog open dialog="success" onConfirm={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Well done!' });
    expect(dialog).toHaveAccessibleDescription('Your changes were saved.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
