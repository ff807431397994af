import { fireEvent, render, screen } from '@testing-library/react';
import { DateField } from './date-field';

describe('DateField', () => {
  it('is a labelled date input with ISO values and limits', () => {
    const onChange = jest.fn();
    render(<DateField label="Estimated go-live date" min="2024-01-01" defaultValue="2024-05-01" onChange={onChange} />);
    const input = screen.getByLabelText('Estimated go-live date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2024-01-01');
    expect(input).toHaveValue('2024-05-01');
    fireEvent.change(input, { target: { value: '2024-06-30' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('2024-06-30');
  });

  it('wires required, hint and error', () => {
    render(<DateField label="Start" required hint="dd/MM/yyyy" error="Start is required" />);
    // the label's text content ends with the (aria-hidden) required asterisk
    const input = screen.getByLabelText(/^Start/);
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('dd/MM/yyyy Start is required');
  });
});
