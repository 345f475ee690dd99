import { Button, Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useFmintData } from '../data/useFmintData.ts';
import { FlowLoader } from '../flows/FmintFlow.tsx';
import { RewardFlow } from '../flows/RewardFlow.tsx';
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
  const data = useFmintData(account.address as `0x${string}`);
  const path = `${base}/${action}-rewards`;
  return (
    <Routes>
      <Route
        path="confirmation"
        element={
          data.data ? (
            <Card withBorder>
              <RewardFlow
                account={account}
                data={data.data}
                action={action}
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
            <FlowLoader />
          )
        }
      />
      <Route path="success" element={<SuccessView address={account.address} back={base} />} />
      <Route path="reject" element={<RejectView back={base} />} />
      <Route path="*" element={<Navigate to={`${path}/confirmation`} replace />} />
    </Routes>
  );
}
