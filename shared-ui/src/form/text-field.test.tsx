import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is a labelled text box that reports typing', async () => {
    const onChange = jest.fn();
    render(<TextField label="Agency name" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Agency name' });
    await userEvent.type(box, 'Acme');
    expect(box).toHaveValue('Acme');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('marks a required field with a hidden asterisk and aria-required', () => {
    render(<TextField label="Email" type="email" required />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('type', 'email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads the hint with the box', () => {
    render(<TextField label="Name" hint="As shown to users" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('As shown to users');
  });

  it('wires an error message: aria-invalid and described by hint and error', () => {
    render(<TextField label="Name" hint="As shown to users" error="Name is required" aria-describedby="extra" />);
    const box = screen.getByRole('textbox', { name: 'Name' });
    expect(box).toBeInvalid();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const ids = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids[0]).toBe('extra');
    expect(ids.slice(1).map((id) => document.getElementById(id)?.textContent)).toEqual(['As shown to users', 'Name is required']);
  });

  it('uses a given id', () => {
    render(<TextField label="Market" id="market" error="Pick a market" />);
    const box = screen.getByRole('textbox', { name: 'Market' });
    expect(box).toHaveAttribute('id', 'market');
    expect(box).toHaveAccessibleDescription('Pick a market');
  });
});
