import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

const markets = [
  { value: 'GO', label: 'Global' },
  { value: 'DK', label: 'Denmark' },
  { value: 'FR', label: 'France', disabled: true },
];

describe('SelectField', () => {
  it('is a labelled select with a placeholder that reports the choice', async () => {
    const onChange = jest.fn();
    render(<SelectField label="Market" placeholder="Select a market" options={markets} defaultValue="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Market' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a market', 'Global', 'Denmark', 'France']);
    expect(screen.getByRole('option', { name: 'France' })).toBeDisabled();
    await userEvent.selectOptions(select, 'DK');
    expect(select).toHaveValue('DK');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('wires required, hint and error', () => {
    render(<SelectField label="Market" options={markets} required hint="Where the site runs" error="Choose a market" />);
    const select = screen.getByRole('combobox', { name: 'Market' });
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Where the site runs Choose a market');
  });
});
