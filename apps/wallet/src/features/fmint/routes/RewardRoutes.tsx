import { Button, Card, Loader } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useFmintData } from '../data/useFmintData.ts';
import { FmintSteps, rewardsRun } from '../flows/FmintSteps.tsx';
import { RejectView, SuccessView } from './ResultRoutes.tsx';

/** claim-rewards/… and push-rewards/… as full views (docs/fmint.md#rewards). */
export function RewardRoutes({
  account,
  action,
  base,
}: {
  account: Account;
  action: 'claim' | 'push';
  base: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useFmintData(account.address);
  const path = `${base}/${action}-rewards`;
  const distribution = data.data?.config.distribution;
  const run = useMemo(() => distribution && rewardsRun(action, distribution), [action, distribution]);
  return (
    <Routes>
      <Route
        path="confirmation"
        element={
          data.data && run ? (
            <Card withBorder>
              <FmintSteps
                account={account}
                config={data.data.config}
                run={run}
                onClose={() => navigate(base)}
                onRejected={() => navigate(`${path}/reject`, { replace: true })}
                finishedActions={
                  <Button component={Link} to={`${path}/success`}>
                    {t('fmint.continue')}
                  </Button>
                }
              />
            </Card>
          ) : (
            <Loader role="progressbar" aria-label={t('fmint.loading')} />
          )
        }
      />
      <Route path="success" element={<SuccessView address={account.address} back={base} />} />
      <Route path="reject" element={<RejectView back={base} />} />
      <Route path="*" element={<Navigate to={`${path}/confirmation`} replace />} />
    </Routes>
  );
}
