import { render, screen } from '@testing-library/react';
import { LoadingIndicator } from './loading-indicator';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingIndicator', () => {
  it.each([
    ['pending', 'Loading'],
    ['success', 'Done'],
    ['failure', 'Failed'],
  ] as const)('announces the %s state as "%s" without showing the text', (state, text) => {
    render(<LoadingIndicator state={state} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(screen.getByText(text)).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('shows a spinner only while pending, and a symbol otherwise', () => {
    const { container, rerender } = render(<LoadingIndicator />);
    expect(container.querySelector('span[aria-hidden="true"]')).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeInTheDocument();
    rerender(<LoadingIndicator state="success" />);
    expect(container.querySelector('span[aria-hidden="true"]')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sizes the symbol Small or Medium', () => {
    const { container, rerender } = render(<LoadingIndicator state="failure" size="small" />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '20');
    rerender(<LoadingIndicator state="failure" size="medium" />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '48');
  });

  it('takes a custom label and can show it', () => {
    render(<LoadingIndicator label="Saving project" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving project');
    expect(screen.getByText('Saving project')).not.toHaveStyle({ position: 'absolute' });
  });
});

describe('LoadingOverlay', () => {
  it('covers the screen on the loading overlay layer with a visible "Loading"', () => {
    render(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(screen.getByText('Loading')).toBeVisible();
    expect(status.parentElement).toHaveStyle({ position: 'fixed', 'z-index': '9999' });
  });
});
