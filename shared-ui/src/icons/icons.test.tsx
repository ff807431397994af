import { render } from '@testing-library/react';
import { CloseIcon, SortNoneIcon } from './icons';

describe('icons', () => {
  it('are hidden from assistive technology and sized on request', () => {
    const { container } = render(<CloseIcon size={16} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
  });

  it('draw every path they are made of', () => {
    const { container } = render(<SortNoneIcon />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelector('svg')).toHaveAttribute('width', '24');
  });
});
