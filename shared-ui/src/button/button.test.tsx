import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonSize } from './button';

const Star = () => <svg data-testid="star" aria-hidden="true" />;

describe('Button', () => {
  it('is a primary medium button of type "button" by default and reports clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveStyle({ 'min-height': '40px' });
    expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['submit', 'reset'] as const)('can be a %s button', (type) => {
    render(<Button type={type}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', type);
  });

  it.each([
    [ButtonSize.XSmall, '24px'],
    [ButtonSize.Small, '32px'],
    [ButtonSize.Medium, '40px'],
    [ButtonSize.Large, '48px'],
    [ButtonSize.XLarge, '56px'],
  ])('size %s is %s tall', (size, height) => {
    render(<Button size={size}>Sized</Button>);
    expect(screen.getByRole('button')).toHaveStyle({ 'min-height': height });
  });

  it('does not react when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes the selected state through aria-pressed', () => {
    const { rerender } = render(<Button selected>Bold</Button>);
    expect(screen.getByRole('button', { name: 'Bold', pressed: true })).toBeInTheDocument();
    rerender(<Button selected={false}>Bold</Button>);
    expect(screen.getByRole('button', { name: 'Bold', pressed: false })).toBeInTheDocument();
  });

  describe('while loading', () => {
    it('shows a spinner, hides the label from sight and keeps it as the name', () => {
      const { container } = render(<Button loading>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByText('Save')).toHaveStyle({ opacity: '0' });
      expect(container.querySelector('button > span > span[aria-hidden="true"]')).toBeInTheDocument();
    });

    it('ignores clicks and does not submit its form', async () => {
      const onClick = jest.fn();
      const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
      render(
        <form onSubmit={onSubmit}>
          <Button type="submit" loading onClick={onClick}>
            Send
          </Button>
        </form>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(onClick).not.toHaveBeenCalled();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('works again once loading ends', async () => {
      const onClick = jest.fn();
      const { rerender } = render(
        <Button loading onClick={onClick}>
          Save
        </Button>,
      );
      rerender(<Button onClick={onClick}>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button).not.toHaveAttribute('aria-busy');
      expect(screen.getByText('Save')).toHaveStyle({ opacity: '1' });
      await userEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  it('places the icon left of the label by default and right on request', () => {
    const labelText = () => {
      const content = screen.getByText('Favourite', { exact: false });
      return Array.from(content.childNodes).find((node) => node.nodeType === Node.TEXT_NODE) as Node;
    };
    const isBefore = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const { rerender } = render(<Button icon={<Star />}>Favourite</Button>);
    expect(isBefore(screen.getByTestId('star'), labelText())).toBe(true);
    rerender(
      <Button icon={<Star />} iconPosition="right">
        Favourite
      </Button>,
    );
    expect(isBefore(labelText(), screen.getByTestId('star'))).toBe(true);
  });

  it('is square when it only has an icon and takes its name from aria-label', () => {
    render(<Button aria-label="Add" icon={<Star />} size="small" />);
    expect(screen.getByRole('button', { name: 'Add' })).toHaveStyle({ 'min-width': '32px', padding: '0px' });
  });
});
