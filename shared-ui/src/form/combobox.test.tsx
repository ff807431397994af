import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from './combobox';

const PEOPLE: ComboboxOption[] = [
  { value: 'U1', label: 'Ada Lovelace', description: 'ada@example.com' },
  { value: 'U2', label: 'Alan Turing', description: 'alan@example.com', disabled: true },
  { value: 'U3', label: 'Grace Hopper', description: 'grace@example.com' },
];

/** Filters the people by the text typed, like an owner searching an API would. */
function Picker({ onSelect, loading }: { onSelect(option: ComboboxOption): void; loading?: boolean }) {
  const [text, setText] = useState('');
  const options = text ? PEOPLE.filter((person) => person.label.toLowerCase().includes(text.toLowerCase())) : [];
  return (
    <Combobox
      label="User"
      inputValue={text}
      onInputChange={setText}
      options={loading ? [] : options}
      loading={loading}
      onSelect={onSelect}
      emptyText="No users found."
    />
  );
}

describe('Combobox', () => {
  it('opens the matches while typing and picks one with the keyboard, skipping disabled ones', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Picker onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'User' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'a');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'User' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ada Lovelaceada@example.com',
      'Alan Turingalan@example.com',
      'Grace Hoppergrace@example.com',
    ]);
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const ada = screen.getByRole('option', { name: /Ada Lovelace/ });
    expect(box).toHaveAttribute('aria-activedescendant', ada.id);
    expect(ada).toHaveAttribute('aria-selected', 'true');
    // Alan cannot be chosen: down goes straight to Grace
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Grace Hopper/ }).id);
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(PEOPLE[2]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps around with the arrow keys and closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Picker onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'User' });
    await user.type(box, 'a');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Grace Hopper/ }).id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Ada Lovelace/ }).id);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    // down opens the list again
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('picks with the mouse, but not a disabled option', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Picker onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox', { name: 'User' }), 'a');
    await user.click(screen.getByRole('option', { name: /Alan Turing/ }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: /Ada Lovelace/ }));
    expect(onSelect).toHaveBeenCalledWith(PEOPLE[0]);
  });

  it('says when nothing matched, and while it is still searching', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Picker onSelect={jest.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'User' }), 'zz');
    expect(screen.getByRole('status')).toHaveTextContent('No users found.');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    rerender(<Picker onSelect={jest.fn()} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-busy', 'true');
  });
});
