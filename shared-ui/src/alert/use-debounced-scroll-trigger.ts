import { useEffect, useState } from 'react';

/**
 * Whether the page (or `target`, for a scrolling container) has scrolled past `triggerY`,
 * re-checked once scrolling has paused for `delayMs` so a fast scroll renders once.
 */
export function useDebouncedScrollTrigger(triggerY: number, delayMs = 200, target?: HTMLElement | null): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    const position = () => (target ? target.scrollTop : window.scrollY);
    const check = () => setPast(position() > triggerY);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, delayMs);
    };
    const source = target ?? window;
    check();
    source.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      source.removeEventListener('scroll', onScroll);
    };
  }, [triggerY, delayMs, target]);

  return past;
}
