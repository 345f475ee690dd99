// Inlined into index.html with public/color-scheme.js at build time and run before first paint (the CSP admits
// that one inline script by its hash: server/inlineScriptHashes.ts).
// index.html holds the welcome screen rendered at build time, hidden by CSS. This shows it whole only where it is
// what the app will render: at `/` with no saved wallets (a returning user is sent on to the dashboard). Anyone else
// sees its frame, the header and the side menu's box that every page of the app has, with the welcome copy hidden
// ('shell'), instead of an empty page until the app renders. Any doubt (unreadable or unexpected data) means the
// frame.
(() => {
  const newcomer = () => {
    try {
      if (window.location.pathname !== '/') return false;
      const raw = window.localStorage.getItem('fwallet.accounts');
      if (raw === null) return true;
      const accounts = JSON.parse(raw)?.state?.accounts;
      return Array.isArray(accounts) && accounts.length === 0;
    } catch {
      // Storage blocked or unreadable: the app renders and reports it.
      return false;
    }
  };
  document.documentElement.setAttribute('data-first-screen', newcomer() ? 'welcome' : 'shell');
})();
