import { AppProviders } from '@fantom-wallet/wallet/src/app/AppProviders.tsx';
import type { Signers } from '@fantom-wallet/wallet/src/signers/Signers.ts';
import { SignersContext } from '@fantom-wallet/wallet/src/signers/SignersContext.ts';
import { Container } from '@mantine/core';
import { HashRouter, Route, Routes } from 'react-router';
import { EipSelectAccounts } from './EipSelectAccounts.tsx';
import { EipSendTransaction } from './EipSendTransaction.tsx';
import { EipWelcome } from './EipWelcome.tsx';

/** The site requests' windows (docs/extension.md#site-requests): 360×600 pages without the wallet's menus. */
export function EipApp({ signers }: { signers: Signers }) {
  return (
    <SignersContext value={signers}>
      <AppProviders>
        <HashRouter>
          <Container component="main" size={520} p="md">
            <Routes>
              <Route path="/eip-welcome" element={<EipWelcome />} />
              <Route path="/eip-select-accounts/:site" element={<EipSelectAccounts />} />
              <Route path="/eip-send-transaction/:id" element={<EipSendTransaction />} />
            </Routes>
          </Container>
        </HashRouter>
      </AppProviders>
    </SignersContext>
  );
}
