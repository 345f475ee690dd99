// Stands in for vite-plugin-pwa's register module in the extension build: the extension has no PWA service
// worker (Chrome updates the extension itself), so the 'new version' prompt never shows.
const never: [boolean, (value: boolean) => void] = [false, () => undefined];

export function useRegisterSW() {
  return {
    needRefresh: never,
    offlineReady: never,
    updateServiceWorker: async (_reload?: boolean) => undefined,
  };
}
