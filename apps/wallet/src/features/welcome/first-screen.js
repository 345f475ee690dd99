// Inlined into index.html with public/color-scheme.js at build time and run before first paint (the CSP admits
// that one inline script by its hash: server/inlineScriptHashes.ts).
// index.html holds the welcome screen rendered at build time, hidden by CSS. This shows it whole ('welcome') only
// where it is what the app will render: at `/` with no saved wallets (a returning user is sent on to the
// dashboard). Anyone else ('app') sees its frame without the welcome text: the header with the logo and the side
// menu's box, where the app's own will be, so the first paint is not a blank page. Any doubt (unreadable or
// unexpected data) means 'app'.
(() => {
  let screen = 'app';
  try {
    if (window.location.pathname === '/') {
      const raw = window.localStorage.getItem('fwallet.accounts');
      const accounts = raw === null ? [] : JSON.parse(raw)?.state?.accounts;
      if (Array.isArray(accounts) && accounts.length === 0) screen = 'welcome';
    }
  } catch {
    // Storage blocked or unreadable: the app renders and reports it.
  }
  document.documentElement.setAttribute('data-first-screen', screen);
})();
