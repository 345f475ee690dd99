/**
 * The least height of a page's content (AppLayout, and the pre-rendered welcome screen that must match it): the
 * viewport below the header and the main area's top padding, so the footer starts below the fold. A page whose
 * content arrives after its first paint (the account page's balances and history) then never moves a footer that
 * was on screen: on a phone that move was most of the account page's layout shift (Lighthouse CLS 0.31).
 */
export const PAGE_MIN_HEIGHT = 'calc(100dvh - 60px - var(--mantine-spacing-md))';
