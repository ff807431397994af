import { act, fireEvent, render, screen } from '@testing-library/react';
import { useDebouncedScrollTrigger } from './use-debounced-scroll-trigger';

function Probe({ target }: { target?: HTMLElement | null }) {
  return <p>{useDebouncedScrollTrigger(100, 200, target) ? 'past' : 'before'}</p>;
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('useDebouncedScrollTrigger', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reports the trigger only after scrolling has paused for 200 ms', () => {
    render(<Probe />);
    expect(screen.getByText('before')).toBeInTheDocument();

    scrollWindowTo(150);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByText('before')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('past')).toBeInTheDocument();
  });

  it('restarts the wait on every scroll event and uses the last position', () => {
    render(<Probe />);
    scrollWindowTo(150);
    act(() => jest.advanceTimersByTime(150));
    scrollWindowTo(300);
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByText('before')).toBeInTheDocument();
    scrollWindowTo(50);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('before')).toBeInTheDocument();
    scrollWindowTo(101);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('past')).toBeInTheDocument();
  });

  it('goes back once scrolled above the trigger, and counts exactly at it as not past', () => {
    render(<Probe />);
    scrollWindowTo(400);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('past')).toBeInTheDocument();
    scrollWindowTo(100);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('before')).toBeInTheDocument();
  });

  it('reads the starting position at once', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 500 });
    render(<Probe />);
    expect(screen.getByText('past')).toBeInTheDocument();
  });

  it('can watch a scrolling container instead of the window', () => {
    const container = document.createElement('div');
    render(<Probe target={container} />);
    container.scrollTop = 250;
    fireEvent.scroll(container);
    scrollWindowTo(0);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('past')).toBeInTheDocument();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Probe />);
    scrollWindowTo(150);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
