import { AppProviders } from '@fantom-wallet/wallet/app';
import { Container, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router';
import { EipSelectAccounts } from './EipSelectAccounts.tsx';
import { EipWelcome } from './EipWelcome.tsx';

// The transaction window's code (the wallet's confirmation, gas rules, signers) loads only in that window: the
// toolbar popup and the account windows open without it (bench: popup opened).
const EipSendTransaction = lazy(() =>
  import('./EipSendTransaction.tsx').then(({ EipSendTransaction }) => ({ default: EipSendTransaction })),
);

// The signature window's code (viem's typed data, the permit decoder) loads only in that window.
const EipSign = lazy(() => import('./EipSign.tsx').then(({ EipSign }) => ({ default: EipSign })));

// The watch-asset window reads the token through the API: its query code loads only there.
const EipWatchAsset = lazy(() =>
  import('./EipWatchAsset.tsx').then(({ EipWatchAsset }) => ({ default: EipWatchAsset })),
);

function Loading() {
  const { t } = useTranslation();
  return <Loader role="progressbar" aria-label={t('extension.loading')} />;
}

/** The site requests' windows (docs/extension.md#site-requests): 360×600 pages without the wallet's menus. */
export function EipApp() {
  return (
    <AppProviders>
      <HashRouter>
        <Container component="main" size={520} p="md">
          <Routes>
            <Route path="/eip-welcome" element={<EipWelcome />} />
            <Route path="/eip-select-accounts/:site" element={<EipSelectAccounts />} />
            <Route
              path="/eip-send-transaction/:id"
              element={
                <Suspense fallback={<Loading />}>
                  <EipSendTransaction />
                </Suspense>
              }
            />
            <Route
              path="/eip-sign/:id"
              element={
                <Suspense fallback={<Loading />}>
                  <EipSign />
                </Suspense>
              }
            />
            <Route
              path="/eip-watch-asset/:id"
              element={
                <Suspense fallback={<Loading />}>
                  <EipWatchAsset />
                </Suspense>
              }
            />
          </Routes>
        </Container>
      </HashRouter>
    </AppProviders>
  );
}
