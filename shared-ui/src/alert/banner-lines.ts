export interface BannerLayout {
  isMobile: boolean;
  /** The page has scrolled past the trigger position and the user has not expanded the banner. */
  compressed: boolean;
}

/** Lines of message the alert banner shows (spec section 2): 1 or 3 on mobile, 2 on desktop. */
export function bannerLines({ isMobile, compressed }: BannerLayout): 1 | 2 | 3 {
  if (!isMobile) return 2;
  return compressed ? 1 : 3;
}
