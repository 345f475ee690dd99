/**
 * WalletConnect's Verify server, for pages on a machine without internet. A dapp page running the SDK (the wallet,
 * when it connects to a phone) frames `https://verify.walletconnect.org/v3/attestation?…&id=…` to get an attestation
 * of its origin, and waits for the frame to post it (`{ type: 'verify_attestation', attestation }`); without an
 * answer it waits out its 5 s limit at every pairing and request. This double answers as the real server does:
 * a page that posts an attestation JWT for the asked id and origin. The wallet side (the phone double) skips
 * Verify, so the attestation's signature is never checked.
 */
export const VERIFY_ORIGIN = 'https://verify.walletconnect.org';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** An attestation in the shape the SDK decodes (header.payload.signature): the asked id and origin, not a scam. */
export function attestation(id: string, origin: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const header = base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ id, origin, isScam: false, isVerified: true, exp: nowSeconds + 3600 }),
  );
  return `${header}.${payload}.${Buffer.alloc(64).toString('base64url')}`;
}

/** What the double answers a request to Verify with, or null when it does not serve that path. */
export function verifyAnswer(url: string): { status: number; contentType: string; body: string } | null {
  const parsed = new URL(url);
  if (parsed.origin !== VERIFY_ORIGIN) return null;
  if (parsed.pathname === '/v3/attestation') {
    const id = parsed.searchParams.get('id') ?? '';
    const origin = parsed.searchParams.get('origin') ?? '';
    const message = JSON.stringify({ type: 'verify_attestation', attestation: attestation(id, origin) });
    // The frame's own document: it posts to the page that framed it, as the real one does.
    const body = `<!doctype html><script>parent.postMessage(${JSON.stringify(message)}, ${JSON.stringify(origin)});</script>`;
    return { status: 200, contentType: 'text/html; charset=utf-8', body };
  }
  return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'not found' };
}
