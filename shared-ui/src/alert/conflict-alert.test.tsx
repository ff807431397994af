import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFLICT_RELOADED_MESSAGE, ConflictAlert } from './conflict-alert';

const STALE = 'Someone else saved meanwhile.';

describe('ConflictAlert', () => {
  it('a stale save warns with "Reload latest"', async () => {
    const onReload = jest.fn();
    render(<ConflictAlert conflict="stale" staleMessage={STALE} onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent(STALE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload latest' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('after a reload says the draft is kept, and shows nothing without a conflict', () => {
    const { rerender, container } = render(<ConflictAlert conflict="reloaded" staleMessage={STALE} onReload={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(CONFLICT_RELOADED_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Reload latest' })).not.toBeInTheDocument();
    rerender(<ConflictAlert conflict={null} staleMessage={STALE} onReload={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
