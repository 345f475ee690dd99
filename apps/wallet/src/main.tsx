import '@mantine/core/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadPageData, preloadPages } from './app/App.tsx';
import { createQueryClient } from './app/createQueryClient.ts';
import { initI18n } from './i18n/i18n.ts';
import { loadRuntimeConfig } from './shared/network/loadRuntimeConfig.ts';
import { useRuntimeConfig } from './shared/network/useRuntimeConfig.ts';
import { nextTask } from './shared/nextTask.ts';

declare global {
  interface Window {
    /** `/runtime-config.json`, asked for by index.html's pre-paint script before the modules load (vite.config.ts). */
    fwalletRuntimeConfig?: Promise<Response>;
  }
}

/**
 * Resolves once the stylesheets that index.html's pre-paint script inserted have loaded or failed: they do not
 * block the first paint (the welcome screen's rules are inline), so the app waits for them instead of
 * rendering unstyled. In development Vite injects the CSS itself and there is nothing to wait for.
 */
function appStylesheets(): Promise<unknown> {
  const pending = [
    ...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]:not([data-settled])'),
  ];
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
}

// Where the API lives is known only at run time (the local stack picks free ports): read it before rendering.
// First paint does not wait for it: a newcomer already sees the welcome screen pre-rendered into index.html
// (vite.config.ts); rendering before the answer would start queries against the wrong network. The request
// itself left with the pre-paint script, so its answer is usually here before the modules are.
const prefetched = window.fwalletRuntimeConfig;
delete window.fwalletRuntimeConfig;
// The start is cut into steps with a task between them, so that none blocks the page for long: on a phone (4× this
// machine's CPU) the modules' evaluation, the catalogue, the page's files and React's root were one task of ~600 ms
// that a tap or scroll would wait behind (`npm run bench -- lighthouse`).
const settled = Promise.all([loadRuntimeConfig(prefetched ? () => prefetched : undefined), appStylesheets()]);
await nextTask();
// The pages the address opens (an account page: its layout and history at once) load meanwhile. Not awaited here:
// their chunks import this entry's, which would wait for this module to finish and this module for them.
const pages = preloadPages(window.location.pathname);
// And the page's first requests, once the network is known: not from the first render's effects, so their answers
// are often here before it.
const queryClient = createQueryClient();
const configured = settled.then(([runtimeConfig]) => useRuntimeConfig.setState(runtimeConfig, true));
await nextTask();
void preloadPageData(window.location.pathname, queryClient, configured);
await nextTask();
initI18n();
await configured;
await nextTask();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Not hydrateRoot: the pre-rendered welcome screen is what every newcomer sees, while the first render here
// depends on the user (network, banners, saved wallets). createRoot replaces it in the first commit.
// As a transition, that first render is time-sliced (React yields to the browser every few milliseconds) instead of
// one long task of ~200 ms that a phone's click or scroll would wait behind; the pre-rendered screen stays up
// until it commits (Lighthouse's total blocking time, `npm run bench -- lighthouse`).
const app = createRoot(root);
void pages.then(() =>
  startTransition(() =>
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
