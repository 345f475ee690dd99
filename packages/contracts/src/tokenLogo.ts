/**
 * A token logo as a `data:` URL (an SVG disc with the symbol's first letters), so logos need no network and no
 * other origin in the wallet's Content-Security-Policy.
 */
export function tokenLogo(symbol: string, color: string): string {
  const label = symbol.replace(/[^A-Za-z]/g, '').slice(0, 4);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="${color}"/>` +
    `<text x="32" y="39" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" ` +
    `text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
