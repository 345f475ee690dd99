// Vitest setup for the wallet's DOM tests (happy-dom): Testing Library's findBy… and waitFor give up after 1 s by
// default, a wall-clock bound a busy machine breaks (a render waiting for a worker or a lazy chunk). They wait for
// what they look for; the limit only turns a hang into a failure before the test's own. Node-only test files do
// not load Testing Library for it.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 30_000 });
}
