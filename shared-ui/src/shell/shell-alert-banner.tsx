import { useState } from 'react';
import { AlertBanner, useDebouncedScrollTrigger } from '../alert';
import { useMediaQuery } from '../responsive';
import { mediaQueries } from '../tokens';
import type { ShellAlert } from './use-shell-state';

/** Scroll position (px) past which the banner folds to one line on mobile. */
export const BANNER_FOLD_TRIGGER_PX = 56;

export interface ShellAlertBannerProps {
  alert: ShellAlert | null;
  onDismiss(): void;
  /** The scrolling container the banner sits in; the window when omitted. */
  scrollTarget?: HTMLElement | null;
}

/**
 * The success banner of spec section 2 in place: in the page flow (dismissing it moves the
 * page up), folded to one line on mobile once the page has scrolled past the trigger (checked
 * 200 ms after scrolling pauses), unfolded again by a tap.
 */
export function ShellAlertBanner({ alert, onDismiss, scrollTarget }: ShellAlertBannerProps) {
  if (!alert) return null;
  return <Banner key={alert.id} message={alert.message} onDismiss={onDismiss} scrollTarget={scrollTarget} />;
}

function Banner({ message, onDismiss, scrollTarget }: { message?: string; onDismiss(): void; scrollTarget?: HTMLElement | null }) {
  const isMobile = useMediaQuery(mediaQueries.notLarge);
  const scrolledPast = useDebouncedScrollTrigger(BANNER_FOLD_TRIGGER_PX, 200, scrollTarget);
  const [expanded, setExpanded] = useState(false);
  return (
    <AlertBanner
      message={message}
      isMobile={isMobile}
      compressed={scrolledPast && !expanded}
      onExpand={() => setExpanded(true)}
      onDismiss={onDismiss}
    />
  );
}
