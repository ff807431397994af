import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';

const MARKETS = [
  { value: 'GO', label: 'Global' },
  { value: 'DK', label: 'Denmark' },
  { value: 'FR', label: 'France' },
];

function Controlled({ initial = [], onChange, ...props }: Partial<CheckboxGroupProps> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <CheckboxGroup
      legend="Markets"
      options={MARKETS}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a named group of labelled checkboxes showing the checked values', () => {
    render(<Controlled initial={['FR']} />);
    const group = screen.getByRole('group', { name: 'Markets' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['GO', 'DK', 'FR']);
    expect(within(group).getByRole('checkbox', { name: 'France' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Denmark' })).not.toBeChecked();
  });

  it('adds and removes values by click and keyboard, in the options order', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled initial={['FR']} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Global' }));
    expect(onChange).toHaveBeenLastCalledWith(['GO', 'FR']);

    // Tab reaches the next box, Space toggles it
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Denmark' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['GO', 'DK', 'FR']);

    await user.click(screen.getByText('France'));
    expect(onChange).toHaveBeenLastCalledWith(['GO', 'DK']);
    expect(screen.getByRole('checkbox', { name: 'France' })).not.toBeChecked();
  });

  it('reads hint and error with the group', () => {
    render(<Controlled hint="Where the website goes live" error="Choose at least one market" />);
    expect(screen.getByRole('group', { name: 'Markets' })).toHaveAccessibleDescription(
      'Where the website goes live Choose at least one market',
    );
  });

  it('disables every box when disabled, and says when there is nothing to choose', () => {
    const { rerender } = render(<CheckboxGroup legend="Markets" options={MARKETS} value={[]} onChange={() => {}} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    rerender(<CheckboxGroup legend="Markets" options={[]} value={[]} onChange={() => {}} emptyText="No markets yet." />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('No markets yet.')).toBeInTheDocument();
  });
});
