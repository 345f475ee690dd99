/** spec 1 §4: addresses are compared case-insensitively. */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
