/** localStorage, or undefined where the browser refuses it (blocked site data throws on mere access). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
