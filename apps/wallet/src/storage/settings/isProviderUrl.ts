/**
 * A user-added API provider must be HTTPS (the CSP admits only those); plain HTTP only on this machine's
 * loopback, for a local stack.
 */
export function isProviderUrl(text: string): boolean {
  if (text.length > 2048) return false;
  try {
    const url = new URL(text);
    if (url.username !== '' || url.password !== '') return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}
