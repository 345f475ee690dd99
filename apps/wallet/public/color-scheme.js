// Runs before the app so the first paint already has the user's colour scheme and text direction.
// Reads the persisted settings store written by the app (see src/features/settings); defaults: dark, LTR.
(() => {
  let scheme = 'dark';
  let dir = 'ltr';
  try {
    const raw = window.localStorage.getItem('fwallet.settings');
    const saved = raw ? JSON.parse(raw) : null;
    const s = saved?.state;
    if (s && typeof s === 'object') {
      if (s.autoDarkMode === true) {
        scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
      } else if (s.darkMode === false) {
        scheme = 'light';
      }
      if (s.rtl === true) dir = 'rtl';
    }
  } catch {
    // Unreadable settings: keep the defaults; the app reports the problem when it loads its store.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.documentElement.setAttribute('dir', dir);
})();
