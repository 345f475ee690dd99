import { Center, Loader } from '@mantine/core';
import { createElement, type ReactNode, Suspense } from 'react';
import { BrowserRouter, HashRouter, matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { WalletConnectQrHost } from '../features/connect/index.ts';
import { BridgeRequestsResume } from '../features/send/index.ts';
import { InterruptedSends } from '../features/transactions/index.ts';
import { preloadRouteElements } from '../shared/feature/lazyElement.ts';
import type { Signers } from '../signers/Signers.ts';
import { SignersContext } from '../signers/SignersContext.ts';
import { AppProviders } from './AppProviders.tsx';
import { features, menuEntries } from './features.ts';
import { AppLayout, MenuContext, NotFoundPage } from './layout/index.ts';
import { useWalletRecovery } from './useWalletRecovery.ts';
import './global.css';

export interface AppProps {
  /**
   * 'browser' for the PWA (real paths); 'hash' where the page's path cannot change, as in the browser extension's
   * pages (index.html#/…).
   */
  router?: 'browser' | 'hash';
  /** Who holds the keys: the PWA's signer worker by default; the extension hands in its background's port. */
  signers?: Signers;
}

const routes: RouteObject[] = [
  {
    element: createElement(AppLayout),
    children: [...features.flatMap((f) => f.routes), { path: '*', element: createElement(NotFoundPage) }],
  },
];

/**
 * Loads the pages `pathname` opens (an account's layout and its history, a DeFi area…) before the app's first
 * render, all at once: rendered lazily they would load one after another, each behind a loader that React
 * replaces only ~300 ms after it appeared.
 */
export function preloadPages(pathname: string): Promise<unknown> {
  return preloadRouteElements((matchRoutes(routes, pathname) ?? []).map((match) => match.route.element));
}

function PageLoader() {
  return (
    <Center py="xl">
      <Loader role="progressbar" aria-label="Loading" />
    </Center>
  );
}

function AppRoutes(): ReactNode {
  return useRoutes(routes);
}

/** The wallet's UI: the app shell and every registered feature, ready to mount in any entry (PWA, extension). */
export function App({ router = 'browser', signers }: AppProps) {
  useWalletRecovery();
  const Router = router === 'hash' ? HashRouter : BrowserRouter;
  const app = (
    <AppProviders>
      <MenuContext value={menuEntries}>
        <Router>
          <Suspense fallback={<PageLoader />}>
            <AppRoutes />
          </Suspense>
          <InterruptedSends />
          <BridgeRequestsResume />
          <WalletConnectQrHost />
        </Router>
      </MenuContext>
    </AppProviders>
  );
  return signers ? <SignersContext value={signers}>{app}</SignersContext> : app;
}
