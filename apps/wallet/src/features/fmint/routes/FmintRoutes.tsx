import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { BadWallet } from '../../../shared/feature/BadWallet.tsx';
import { useRouteAccount } from '../../../shared/feature/useRouteAccount.ts';
import { COLLATERAL_MODES, DEBT_MODES } from '../overview/FmintAction.ts';
import { FmintOverview } from '../overview/FmintOverview.tsx';
import { FlowRoutes } from './FlowRoutes.tsx';
import { RewardRoutes } from './RewardRoutes.tsx';

/**
 * Everything under /fmint/{address} (docs/fmint.md#routes). The route's address becomes the active wallet (its
 * data loads for it); without a saved wallet it says 'Bad wallet'. Picking another wallet while in fMint goes to
 * that wallet's overview.
 */
export default function FmintRoutes() {
  const { t } = useTranslation();
  const routeAccount = useRouteAccount('fmint');

  if (!routeAccount) return <BadWallet>{t('fmint.badWalletText')}</BadWallet>;
  const base = `/fmint/${routeAccount.address}`;
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('fmint.title')}</Title>
        {/* A new key per wallet: switching wallets reloads every view's data and state. */}
        <Routes key={routeAccount.address}>
          <Route index element={<FmintOverview account={routeAccount} />} />
          {[...COLLATERAL_MODES, ...DEBT_MODES].map((mode) => (
            <Route
              key={mode}
              path={`${mode}/*`}
              element={<FlowRoutes account={routeAccount} mode={mode} base={base} />}
            />
          ))}
          <Route
            path="claim-rewards/*"
            element={<RewardRoutes account={routeAccount} action="claim" base={base} />}
          />
          <Route
            path="push-rewards/*"
            element={<RewardRoutes account={routeAccount} action="push" base={base} />}
          />
          <Route path="*" element={<Navigate to={base} replace />} />
        </Routes>
      </Stack>
    </Container>
  );
}
