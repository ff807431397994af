import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Long enough for a remote page to load and show its heading; a later one is no longer an answer to the click. */
const WAIT_MS = 15_000;

/**
 * After a route change, the keyboard focus moves to the new page's heading as soon as the page
 * shows it, so keyboard and screen-reader users start there instead of at the page's top. Not
 * on the first page and its redirects (the skip link stays the first Tab stop), nor when the
 * page has put the focus into itself meanwhile (a form's first field).
 */
export function useHeadingFocusOnRouteChange(content: HTMLElement | null) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  const navigated = useRef(false);
  useEffect(() => {
    if (!content || pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (!navigated.current && navigationType === 'REPLACE') return;
    navigated.current = true;
    const focusHeading = () => {
      const focused = document.activeElement;
      if (focused && focused !== content && content.contains(focused)) return true;
      const heading = content.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(content, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, navigationType, content]);
}
