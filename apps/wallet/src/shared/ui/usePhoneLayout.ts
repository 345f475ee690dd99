import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint, where lists become cards and the menu moves to the bottom bar. */
export const PHONE_QUERY = '(max-width: 48em)';

/**
 * Whether the viewport is phone-sized, known in the first render: Mantine's default reads the query in an effect,
 * so every screen first rendered its desktop layout and then rendered again as a phone's (a flash of the wide
 * table on phones, and a second synchronous render of the whole layout right after the first commit, a long task
 * Lighthouse counted in the first screen's blocking time).
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
