import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('is a labelled switch that turns on and off, also from the keyboard', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Toggle label="Active" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('wires hint and error', () => {
    render(<Toggle label="Active" hint="Inactive agencies are hidden" error="Cannot deactivate" defaultChecked />);
    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Inactive agencies are hidden Cannot deactivate');
  });
});
