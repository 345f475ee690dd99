import { Center, Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
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
  /** The server-state cache, when the entry started the page's first requests in it (main.tsx). */
  queryClient?: QueryClient;
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

/**
 * Starts the first requests of the page `pathname` opens once `configured` (the network is known), where its
 * feature knows them (an account page's balances, price and history), so that they are on their way, or answered,
 * when the first render asks for them.
 */
export function preloadPageData(
  pathname: string,
  queryClient: QueryClient,
  configured: Promise<unknown>,
): Promise<unknown> {
  // What fails here (a page's file offline) the page asks for again itself.
  return Promise.all(
    features.map((feature) =>
      feature.preloadData?.(pathname, queryClient, configured)?.catch(() => undefined),
    ),
  );
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
export function App({ router = 'browser', signers, queryClient }: AppProps) {
  useWalletRecovery();
  const Router = router === 'hash' ? HashRouter : BrowserRouter;
  const app = (
    <AppProviders queryClient={queryClient}>
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
