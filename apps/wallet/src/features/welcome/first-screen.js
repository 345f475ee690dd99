// Inlined into index.html with public/color-scheme.js at build time and run before first paint (the CSP admits
// that one inline script by its hash: server/inlineScriptHashes.ts).
// index.html holds the welcome screen rendered at build time, hidden by CSS; this shows it only where
// it is what the app will render: at `/` with no saved wallets (a returning user is sent on to the dashboard).
// Anyone else sees the page as before: empty until the app renders. Any doubt (unreadable or unexpected data)
// keeps it hidden.
(() => {
  try {
    if (window.location.pathname !== '/') return;
    const raw = window.localStorage.getItem('fwallet.accounts');
    if (raw !== null) {
      const accounts = JSON.parse(raw)?.state?.accounts;
      if (!Array.isArray(accounts) || accounts.length > 0) return;
    }
    document.documentElement.setAttribute('data-first-screen', 'welcome');
  } catch {
    // Storage blocked or unreadable: the app renders and reports it.
  }
})();
