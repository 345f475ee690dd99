import { PHONE_QUERY } from '../../shared/ui/usePhoneLayout.ts';

/**
 * Phones and tablets: no keystore download there (docs/wallets.md#keystore-download) because a downloaded
 * file is hard to find and keep safe. A touch-only pointer or a phone-sized screen counts.
 */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return (
    window.matchMedia(PHONE_QUERY).matches || window.matchMedia('(pointer: coarse) and (hover: none)').matches
  );
}
