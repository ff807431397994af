import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installMatchMedia, removeMatchMedia } from '../test-support/match-media';
import { Paginator, type PaginatorProps } from './paginator';

function Controlled({ initial = 1, ...props }: Partial<PaginatorProps> & { initial?: number }) {
  const [page, setPage] = useState(initial);
  return (
    <Paginator
      count={20}
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageButtons = () =>
  within(pagination())
    .getAllByRole('button')
    .filter((button) => /^Page \d+$/.test(button.getAttribute('aria-label') ?? ''))
    .map((button) => button.textContent);

describe('Paginator', () => {
  afterEach(removeMatchMedia);

  describe('default type', () => {
    it('is a Pagination landmark with labelled page buttons and the current page marked', () => {
      render(<Controlled initial={10} />);
      expect(pagination()).toBeInTheDocument();
      expect(pageButtons()).toEqual(['1', '9', '10', '11', '20']);
      expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
      expect(within(pagination()).getAllByText('…')).toHaveLength(2);
    });

    it('moves with the page buttons and previous/next, and the ellipses follow', async () => {
      const onPageChange = jest.fn();
      const user = userEvent.setup();
      render(<Controlled onPageChange={onPageChange} />);
      expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '20']);

      await user.click(screen.getByRole('button', { name: 'Page 5' }));
      expect(onPageChange).toHaveBeenLastCalledWith(5);
      expect(pageButtons()).toEqual(['1', '4', '5', '6', '20']);
      expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(onPageChange).toHaveBeenLastCalledWith(6);
      await user.click(screen.getByRole('button', { name: 'Previous page' }));
      expect(onPageChange).toHaveBeenLastCalledWith(5);
    });

    it('does not report a click on the current page', async () => {
      const onPageChange = jest.fn();
      render(<Controlled initial={3} onPageChange={onPageChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(onPageChange).not.toHaveBeenCalled();
    });

    it('shows every page of a short list', () => {
      render(<Controlled count={7} initial={4} />);
      expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect(within(pagination()).queryByText('…')).not.toBeInTheDocument();
    });
  });

  describe('ends', () => {
    it('disables previous on the first page and next on the last', async () => {
      const user = userEvent.setup();
      render(<Controlled count={3} />);
      expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    });

    it('disables both for a single page', () => {
      render(<Controlled count={1} type="compact" />);
      expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
      expect(pagination()).toHaveTextContent('1 of 1');
    });
  });

  describe('keyboard focus', () => {
    it('stays on the current page when "Previous page" reaches the first page', async () => {
      render(<Controlled initial={2} />);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    });

    it('also when the browser blurs the disabled button at once (as Chrome does)', async () => {
      render(<Controlled initial={2} onPageChange={() => (document.activeElement as HTMLElement).blur()} />);
      screen.getByRole('button', { name: 'Previous page' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    });

    it('moves to "Previous page" when "Next page" reaches the end of a compact paginator', async () => {
      render(<Controlled initial={19} type="compact" />);
      screen.getByRole('button', { name: 'Next page' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    });
  });

  it('compact type reads "N of M"', async () => {
    render(<Controlled type="compact" count={12} initial={3} />);
    expect(pagination()).toHaveTextContent('3 of 12');
    expect(pageButtons()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pagination()).toHaveTextContent('4 of 12');
  });

  describe('input type', () => {
    const box = () => screen.getByRole('textbox', { name: 'Page' });

    it('goes to a typed page on Enter and keeps focus in the box', async () => {
      const onPageChange = jest.fn();
      const user = userEvent.setup();
      render(<Controlled type="input" count={20} initial={2} onPageChange={onPageChange} />);
      expect(pagination()).toHaveTextContent('of 20');
      expect(box()).toHaveValue('2');
      await user.clear(box());
      await user.type(box(), '7{Enter}');
      expect(onPageChange).toHaveBeenLastCalledWith(7);
      expect(box()).toHaveValue('7');
      expect(box()).toHaveFocus();
    });

    it.each([
      ['35', 20, '20'],
      ['0', 1, '1'],
      ['-4', 1, '1'],
    ])('clamps "%s" to page %i', async (typed, expected, shown) => {
      const onPageChange = jest.fn();
      const user = userEvent.setup();
      render(<Controlled type="input" count={20} initial={5} onPageChange={onPageChange} />);
      await user.clear(box());
      await user.type(box(), `${typed}{Enter}`);
      expect(onPageChange).toHaveBeenLastCalledWith(expected);
      expect(box()).toHaveValue(shown);
    });

    it('keeps the current page on an empty entry, also when leaving the box', async () => {
      const onPageChange = jest.fn();
      const user = userEvent.setup();
      render(<Controlled type="input" count={20} initial={5} onPageChange={onPageChange} />);
      await user.clear(box());
      await user.type(box(), '{Enter}');
      expect(box()).toHaveValue('5');
      await user.clear(box());
      await user.tab();
      expect(box()).toHaveValue('5');
      expect(onPageChange).not.toHaveBeenCalled();
    });

    it('commits a typed page when leaving the box and follows previous/next', async () => {
      const user = userEvent.setup();
      render(<Controlled type="input" count={20} initial={5} />);
      await user.clear(box());
      await user.type(box(), '9');
      await user.tab();
      expect(box()).toHaveValue('9');
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(box()).toHaveValue('10');
    });
  });

  describe('button size', () => {
    it('uses medium buttons where matchMedia is missing (jsdom) or the screen is wide', () => {
      expect(window.matchMedia).toBeUndefined();
      render(<Controlled />);
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveStyle({ 'min-height': '40px' });
    });

    it('uses small buttons at 768 px or less', () => {
      const media = installMatchMedia(true);
      render(<Controlled />);
      expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 768px)');
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveStyle({ 'min-height': '32px' });
      expect(screen.getByRole('button', { name: 'Next page' })).toHaveStyle({ 'min-height': '32px' });
    });
  });
});
