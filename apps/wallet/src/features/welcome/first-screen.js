// Inlined into index.html with public/color-scheme.js at build time and run before first paint (the CSP admits
// that one inline script by its hash: server/inlineScriptHashes.ts).
// index.html holds the welcome screen rendered at build time, hidden by CSS. This shows it whole only where it is
// what the app will render: at `/` with no saved wallets (a returning user is sent on to the dashboard). Anyone else
// sees its frame, the header and the side menu's box that every page of the app has, with the welcome copy hidden
// ('shell'), instead of an empty page until the app renders. Any doubt (unreadable or unexpected data) means the
// frame.
// At a saved wallet's page (`/account/<address>…`), the frame also gets the page's heading, 'Wallet <name>' over
// the address, as the app will show them: this leaves the wallet in `window.fwalletFirstScreenAccount`, and the
// page's script after the pre-rendered markup fills the heading in and shows it (vite.config.ts, startLoadingApp).
(() => {
  const firstScreen = () => {
    try {
      const path = window.location.pathname;
      const page = /^\/account\/(0x[0-9a-fA-F]{40})(?:\/|$)/.exec(path);
      if (path !== '/' && page === null) return 'shell';
      const raw = window.localStorage.getItem('fwallet.accounts');
      const accounts = raw === null ? [] : JSON.parse(raw)?.state?.accounts;
      if (!Array.isArray(accounts)) return 'shell';
      if (page === null) return accounts.length === 0 ? 'welcome' : 'shell';
      const address = page[1].toLowerCase();
      const account = accounts.find(
        (a) => typeof a?.address === 'string' && a.address.toLowerCase() === address,
      );
      if (account) {
        const name = typeof account.name === 'string' && account.name !== '' ? account.name : account.address;
        window.fwalletFirstScreenAccount = { name, address: account.address };
      }
      return 'shell';
    } catch {
      // Storage blocked or unreadable: the app renders and reports it.
      return 'shell';
    }
  };
  document.documentElement.setAttribute('data-first-screen', firstScreen());
})();
