import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLayout } from '../features/layout/AppLayout.tsx';
import { NotFoundPage } from '../features/layout/NotFoundPage.tsx';
import { useInterruptedSends } from '../features/transactions/recheck/useInterruptedSends.ts';
import { WelcomePage } from '../features/welcome/WelcomePage.tsx';
import { ComingSoonPage } from '../shared/ui/ComingSoonPage.tsx';
import { AppProviders } from './AppProviders.tsx';
import { useWalletRecovery } from './useWalletRecovery.ts';
import './global.css';

// The first screen is in the initial bundle; every other screen loads when first visited.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage.tsx'));
const AccountLayout = lazy(() => import('../features/account/AccountLayout.tsx'));
const AccountHistoryPage = lazy(() => import('../features/history/AccountHistoryPage.tsx'));
const SendPage = lazy(() => import('../features/send/SendPage.tsx'));
const StakingRoutes = lazy(() => import('../features/staking/routes/StakingRoutes.tsx'));
const ReceivePage = lazy(() => import('../features/account/ReceivePage.tsx'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage.tsx'));

// Shown only after a send was interrupted by a closed page: kept out of the first load.
const InterruptedSendsNotice = lazy(() =>
  import('../features/transactions/recheck/InterruptedSendsNotice.tsx').then((m) => ({
    default: m.InterruptedSendsNotice,
  })),
);

function InterruptedSends() {
  const any = useInterruptedSends((s) => s.sends.length > 0);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <InterruptedSendsNotice />
    </Suspense>
  );
}

function PageLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

export function App() {
  useWalletRecovery();
  return (
    <AppProviders>
      <BrowserRouter>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<WelcomePage />} />
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="account/:address" element={<AccountLayout />}>
                <Route index element={<AccountHistoryPage />} />
                <Route path="send/*" element={<SendPage />} />
                <Route path="receive" element={<ReceivePage />} />
              </Route>
              <Route path="staking/:address/*" element={<StakingRoutes />} />
              <Route path="fmint/:address" element={<ComingSoonPage area="fmint" />} />
              <Route path="fswap/:address" element={<ComingSoonPage area="fswap" />} />
              <Route path="funi/:address" element={<ComingSoonPage area="funi" />} />
              <Route path="gov/:address" element={<ComingSoonPage area="governance" />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
        <InterruptedSends />
      </BrowserRouter>
    </AppProviders>
  );
}
