import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a labelled multi-line text box that keeps line breaks', async () => {
    const onChange = jest.fn();
    render(<TextArea label="Imprint" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Imprint' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'Ottilia A/S{Enter}Copenhagen');
    expect(box).toHaveValue('Ottilia A/S\nCopenhagen');
    expect(onChange).toHaveBeenCalledTimes(22);
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('starts five rows high unless told otherwise', () => {
    const { rerender } = render(<TextArea label="Imprint" />);
    expect(screen.getByRole('textbox', { name: 'Imprint' })).toHaveAttribute('rows', '5');
    rerender(<TextArea label="Imprint" rows={3} />);
    expect(screen.getByRole('textbox', { name: 'Imprint' })).toHaveAttribute('rows', '3');
  });

  it('stops at the maximum length', async () => {
    render(<TextArea label="Comment" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'abcdefgh');
    expect(box).toHaveValue('abcde');
  });

  it('wires hint, error and required like the other fields', () => {
    render(<TextArea label="Imprint" hint="Shown on every page" error="Imprint is too long" required />);
    const box = screen.getByRole('textbox', { name: 'Imprint' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Shown on every page Imprint is too long');
  });
});
