import { AppProviders } from '@fantom-wallet/wallet/app';
import { Container } from '@mantine/core';
import { HashRouter, Route, Routes } from 'react-router';
import { EipSelectAccounts } from './EipSelectAccounts.tsx';
import { EipWelcome } from './EipWelcome.tsx';
import type { LoadedWindowPage } from './windowPages.ts';

/** The site requests' windows (docs/extension.md#site-requests): 360×600 pages without the wallet's menus. */
export function EipApp({ page }: { page?: LoadedWindowPage | undefined }) {
  return (
    <AppProviders>
      <HashRouter>
        <Container component="main" size={520} p="md">
          <Routes>
            <Route path="/eip-welcome" element={<EipWelcome />} />
            <Route path="/eip-select-accounts/:site" element={<EipSelectAccounts />} />
            {page && <Route path={`/${page.name}/:id`} element={<page.Page />} />}
          </Routes>
        </Container>
      </HashRouter>
    </AppProviders>
  );
}
