import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles on click and on its label', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Has cookie consent" />);
    const box = screen.getByRole('checkbox', { name: 'Has cookie consent' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Has cookie consent'));
    expect(box).not.toBeChecked();
  });

  it('wires required, hint and error', () => {
    render(<Checkbox label="I agree" required hint="Needed to continue" error="Please agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Needed to continue Please agree');
  });
});
