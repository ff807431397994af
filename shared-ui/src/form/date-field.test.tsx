import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField, formatDateText, parseDateText, type DateFieldProps } from './date-field';

function Controlled({
  initial = '',
  onChange,
  ...range
}: { initial?: string; onChange(value: string): void } & Pick<DateFieldProps, 'min' | 'max' | 'rangeEnd' | 'onProblem'>) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Estimated go-live date"
        value={value}
        {...range}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button onClick={() => setValue('')}>Clear</button>
    </>
  );
}

describe('DateField', () => {
  it('reads d/M/yyyy as a calendar date and writes ISO dates back as dd/MM/yyyy', () => {
    expect(parseDateText(' 7/3/2025 ')).toBe('2025-03-07');
    expect(parseDateText('29/02/2024')).toBe('2024-02-29');
    for (const text of ['29/02/2025', '31/04/2025', '0/1/2025', '1/13/2025', '1/1/25', '01-01-2025', ''])
      expect(parseDateText(text)).toBeNull();
    expect(formatDateText('2025-03-07')).toBe('07/03/2025');
    for (const iso of ['', '2025-02-30', '7/3/2025']) expect(formatDateText(iso)).toBe('');
  });

  it('shows and takes dd/MM/yyyy whatever the locale, hands on ISO and hints the long date', () => {
    const onChange = jest.fn();
    render(<Controlled initial="2024-05-01" onChange={onChange} />);
    const input = screen.getByLabelText('Estimated go-live date');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('01/05/2024');
    expect(input).toHaveAccessibleDescription('1 May 2024');

    fireEvent.change(input, { target: { value: '30/06/2024' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-06-30');
    expect(input).toHaveAccessibleDescription('30 June 2024');

    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('says what is wrong with a date that is half typed or not in the calendar, once the user moves on', () => {
    const onChange = jest.fn();
    const onProblem = jest.fn();
    render(<Controlled onChange={onChange} onProblem={onProblem} />);
    const input = screen.getByLabelText('Estimated go-live date');
    fireEvent.change(input, { target: { value: '31/02/2027' } });
    expect(input).toBeValid();
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('There is no such day: February 2027 has 28 days.');
    expect(onProblem).toHaveBeenLastCalledWith('There is no such day: February 2027 has 28 days.');
    for (const [text, message] of [
      ['29/02/2028', ''],
      ['1/13/2027', 'There is no month 13. Enter the date as dd/MM/yyyy.'],
      ['31/12/27', 'Enter the date as dd/MM/yyyy.'],
    ]) {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
      if (message) expect(input).toHaveAccessibleDescription(message);
      else expect(input).toBeValid();
    }
    expect(onChange).toHaveBeenCalledWith('2028-02-29');
    fireEvent.change(input, { target: { value: '' } });
    expect(onProblem).toHaveBeenLastCalledWith(undefined);
  });

  it('says an end before its start (or a start after its end) as such', () => {
    const { unmount } = render(<Controlled onChange={jest.fn()} min="2025-01-01" rangeEnd="end" />);
    const end = screen.getByLabelText('Estimated go-live date');
    fireEvent.change(end, { target: { value: '31/12/2024' } });
    fireEvent.blur(end);
    expect(end).toHaveAccessibleDescription('31 December 2024 The end date is before the start date (01/01/2025).');
    unmount();
    render(<Controlled onChange={jest.fn()} max="2025-12-31" rangeEnd="start" />);
    const start = screen.getByLabelText('Estimated go-live date');
    fireEvent.change(start, { target: { value: '01/01/2026' } });
    fireEvent.blur(start);
    expect(start).toHaveAccessibleDescription('1 January 2026 The start date is after the end date (31/12/2025).');
  });

  it('keeps a date outside min and max out, saying which dates it takes', () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} min="2025-01-01" max="2025-12-31" />);
    const input = screen.getByLabelText('Estimated go-live date');
    fireEvent.change(input, { target: { value: '31/12/2024' } });
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription('31 December 2024 Enter a date on or after 01/01/2025.');
    fireEvent.change(input, { target: { value: '01/01/2026' } });
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription('1 January 2026 Enter a date on or before 31/12/2025.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a value set from outside', () => {
    render(<Controlled initial="2024-05-01" onChange={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Estimated go-live date')).toHaveValue('');
  });

  it('wires required, hint and error', () => {
    render(<DateField label="Start" required hint="The first day" error="Start is required" value="" onChange={jest.fn()} />);
    // the label's text content ends with the (aria-hidden) required asterisk
    const input = screen.getByLabelText(/^Start/);
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The first day Start is required');
  });
});

describe('DateField calendar', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2025, 2, 12, 10), doNotFake: ['queueMicrotask', 'setImmediate', 'setTimeout', 'nextTick'] });
  });
  afterEach(() => jest.useRealTimers());

  const open = async (name: string | RegExp = 'Choose date') => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    return { user, dialog };
  };

  it('opens on today when empty, moves by day, week, week end, month and year from the keyboard, and Enter chooses', async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const { user, dialog } = await open();
    expect(within(dialog).getByRole('grid', { name: 'March 2025' })).toBeVisible();
    expect(screen.getByRole('gridcell', { name: '12' })).toHaveFocus();
    expect(screen.getByRole('gridcell', { name: '12' })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowRight}{ArrowDown}'); // 13th, then 20th
    expect(screen.getByRole('gridcell', { name: '20' })).toHaveFocus();
    await user.keyboard('{Home}'); // Monday 17th
    expect(screen.getByRole('gridcell', { name: '17' })).toHaveFocus();
    await user.keyboard('{End}{ArrowLeft}{ArrowUp}'); // Sunday 23rd, 22nd, 15th
    expect(screen.getByRole('gridcell', { name: '15' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeVisible();
    expect(screen.getByRole('gridcell', { name: '15' })).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{/Shift}{PageUp}');
    expect(screen.getByRole('grid', { name: 'March 2024' })).toBeVisible();
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('2024-03-15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Estimated go-live date')).toHaveValue('15/03/2024');
    expect(screen.getByRole('button', { name: 'Change date, 15 March 2024' })).toHaveFocus();
  }, 15_000); // the first open compiles the calendar's chunk: slow on a loaded machine

  it('opens on the chosen date, takes a click on a day, and pages months with its buttons', async () => {
    const onChange = jest.fn();
    render(<Controlled initial="2024-05-01" onChange={onChange} />);
    const { user } = await open('Change date, 1 May 2024');
    expect(screen.getByRole('gridcell', { name: '1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('gridcell', { name: '1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'June 2024' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.click(screen.getByRole('gridcell', { name: '30' }));
    expect(onChange).toHaveBeenLastCalledWith('2024-06-30');
    expect(screen.getByLabelText('Estimated go-live date')).toHaveValue('30/06/2024');
  });

  it('closes on Escape without choosing and gives focus back to its button; Tab stays inside', async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const { user } = await open();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('gridcell', { name: '12' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a click elsewhere', async () => {
    render(<Controlled onChange={jest.fn()} />);
    const { user } = await open();
    await user.click(screen.getByLabelText('Estimated go-live date'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Estimated go-live date')).toHaveFocus();
  });

  it('keeps to min and max: focus stops at the limits and days outside are not chosen', async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} min="2025-03-10" max="2025-03-20" />);
    const { user } = await open();
    expect(screen.getByRole('gridcell', { name: '9' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('gridcell', { name: '9' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('gridcell', { name: '20' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-20');
  });
});
