/** The content-security policy of every extension page: nothing looser (docs/extension.md#package). */
export const EXTENSION_PAGES_CSP = "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'";

/** Where the content scripts run: the top frame of https pages and of local http pages. */
export const CONTENT_MATCHES = ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'];

export const POPUP_PAGE = 'index.html#/eip-select-accounts/popup';

/** The extension's manifest (Manifest V3) for `version` (docs/extension.md#package). */
export function buildManifest(version: string) {
  return {
    manifest_version: 3,
    name: 'fWallet',
    short_name: 'fWallet',
    description:
      'A non-custodial wallet for the Fantom Opera chain: websites ask for accounts and transactions.',
    version,
    icons: { '16': 'icon-16.png', '48': 'icon-48.png', '128': 'icon-128.png' },
    action: { default_title: 'fWallet', default_popup: POPUP_PAGE, default_icon: { '48': 'icon-48.png' } },
    background: { service_worker: 'background.js', type: 'module' },
    content_scripts: [
      {
        matches: CONTENT_MATCHES,
        js: ['relay.js'],
        run_at: 'document_start',
        all_frames: false,
        world: 'ISOLATED',
      },
      {
        matches: CONTENT_MATCHES,
        js: ['provider.js'],
        run_at: 'document_start',
        all_frames: false,
        world: 'MAIN',
      },
    ],
    permissions: ['storage', 'activeTab'],
    content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
    minimum_chrome_version: '111',
  };
}
export type Manifest = ReturnType<typeof buildManifest>;
