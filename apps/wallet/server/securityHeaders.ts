/** WalletConnect's hosted relay (the SDK's default), admitted by connect-src. */
export const WALLETCONNECT_RELAY = 'wss://relay.walletconnect.org';

/**
 * WalletConnect's Verify server: the SDK frames its attestation page (`/v3/attestation`) at every pairing and
 * request, and waits up to 5 s for it when the frame cannot load (docs/external-wallets.md#walletconnect).
 */
export const WALLETCONNECT_VERIFY = 'https://verify.walletconnect.org';

/**
 * Security headers for every response of the wallet. The CSP allows no eval'd script and no inline script but
 * the ones whose hashes are given (index.html's pre-paint script): only 'wasm-unsafe-eval', which hash-wasm's
 * scrypt needs. Mantine injects <style> elements for its
 * CSS variables, so style-src keeps 'unsafe-inline' (documented in the README).
 */
export function securityHeaders(
  connectSources: readonly string[],
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  // `https:` admits the public API providers and the HTTPS providers a user adds in Settings (not known here);
  // plain-HTTP endpoints are admitted only when they are this stack's own.
  // WalletConnect's hosted relay is a WebSocket (wss:, which `https:` does not cover); a test stack adds its own.
  const connect = ["'self'", ...new Set(connectSources), 'https:', WALLETCONNECT_RELAY].join(' ');
  const csp = [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    // The only page the wallet frames.
    `frame-src ${WALLETCONNECT_VERIFY}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    // Coinbase's keys popup talks to its opener with postMessage: plain same-origin would cut that link and the
    // popup would spin forever (docs/external-wallets.md#coinbase-wallet).
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), hid=(self), clipboard-write=(self)',
  };
}
