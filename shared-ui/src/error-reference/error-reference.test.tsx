import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorReference } from './error-reference';

describe('ErrorReference', () => {
  it('shows the reference to quote, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<ErrorReference reference="4bf92f35" />);
    expect(screen.getByText(/Reference:/)).toHaveTextContent('Reference: 4bf92f35');

    await user.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(writeText).toHaveBeenCalledWith('4bf92f35');
    expect(screen.getByRole('button', { name: 'Reference copied' })).toBeInTheDocument();
  });

  it('says nothing was copied when the clipboard refuses: the text stays to select', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<ErrorReference reference="4bf92f35" />);
    await user.click(screen.getByRole('button', { name: 'Copy reference' }));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
  });
});
