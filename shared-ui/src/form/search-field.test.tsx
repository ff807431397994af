import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('is a labelled search box reporting every keystroke without debounce', async () => {
    const onChange = jest.fn();
    render(<SearchField label="Search agencies" onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search agencies' }), 'ab');
    expect(onChange.mock.calls).toEqual([['a'], ['ab']]);
  });

  describe('debounced', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('reports once typing has paused for the delay', async () => {
      const onChange = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<SearchField label="Search" debounceMs={300} onChange={onChange} />);
      await user.type(screen.getByRole('searchbox'), 'acme');
      expect(onChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(299));
      expect(onChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onChange.mock.calls).toEqual([['acme']]);
    });

    it('reports at once on Enter and not again after the delay', async () => {
      const onChange = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<SearchField label="Search" debounceMs={300} onChange={onChange} />);
      await user.type(screen.getByRole('searchbox'), 'acme{Enter}');
      expect(onChange.mock.calls).toEqual([['acme']]);
      act(() => jest.advanceTimersByTime(1000));
      expect(onChange).toHaveBeenCalledTimes(1);
    });

    it('reports at once when the box loses focus, before a click elsewhere moves on', async () => {
      const onChange = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <>
          <SearchField label="Search" debounceMs={300} onChange={onChange} />
          <button>Next</button>
        </>,
      );
      await user.type(screen.getByRole('searchbox'), 'acme');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(onChange.mock.calls).toEqual([['acme']]);
      act(() => jest.advanceTimersByTime(1000));
      expect(onChange).toHaveBeenCalledTimes(1);
    });
  });

  it('takes a new value from outside', () => {
    const { rerender } = render(<SearchField label="Search" value="first" />);
    expect(screen.getByRole('searchbox')).toHaveValue('first');
    rerender(<SearchField label="Search" value="" />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('wires hint and error', () => {
    render(<SearchField label="Search" hint="Name or market" error="Too short" />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Name or market Too short');
  });
});
