let first = true;

/** True exactly once per page load: whether this is the app's first navigation (for the welcome guard). */
export function consumeFirstNavigation(): boolean {
  const was = first;
  first = false;
  return was;
}
