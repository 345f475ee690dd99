import { buildSfcCall, MESSAGES, type TransactionCall } from '@fantom-wallet/core';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount.tsx';
import type { Account } from '../../storage/Account.ts';
import { TransactionConfirmation } from '../transactions/index.ts';
import { AccountRow } from './AccountRow.tsx';
import { FlowSteps } from './FlowSteps.tsx';
import { StakingResult } from './StakingResult.tsx';
import { useStakingData } from './useStakingData.ts';
import { withdrawRows } from './withdrawRows.ts';

/** withdraw-ftm-confirmation (spec 2 §2.3, §4.4): Validator, From, Amount, Transaction Value 0; Withdraw. */
export function WithdrawFlow({
  account,
  stakerId,
  requestId,
  onClose,
}: {
  account: Account;
  stakerId: bigint;
  requestId: bigint | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const address = account.address as `0x${string}`;
  const { delegation, validator, config, now } = useStakingData(address, stakerId);
  const [hash, setHash] = useState<`0x${string}` | null>(null);
  const call = useMemo((): TransactionCall | Error => {
    try {
      return buildSfcCall({ action: 'withdraw', validatorId: stakerId, withdrawRequestId: requestId });
    } catch (error) {
      return error instanceof Error ? error : new Error(MESSAGES.needWithdrawRequestId);
    }
  }, [stakerId, requestId]);
  const steps = [t('staking.steps.confirm'), t('staking.steps.finished')];

  if (hash) {
    return (
      <Stack>
        <FlowSteps steps={steps} active={2} />
        <StakingResult
          from={address}
          hash={hash}
          successTitle={t('staking.success.other')}
          onClose={onClose}
        />
      </Stack>
    );
  }
  if (call instanceof Error) {
    return (
      <Alert color="red" role="alert" title={t('staking.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          {call.message}
          <Button size="xs" variant="default" onClick={onClose}>
            {t('staking.flow.close')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!delegation.data || !config.data || now.data === undefined) {
    if (delegation.isError || config.isError || now.isError)
      return (
        <Alert color="red" role="alert">
          {t('staking.loadFailed')}
        </Alert>
      );
    return <Loader aria-label={t('staking.loading')} />;
  }
  const row = withdrawRows(delegation.data, {
    now: now.data,
    withdrawalPeriodTime: config.data.withdrawalPeriodTime,
  }).find((r) => r.withdrawRequestId === requestId);
  if (row?.status.state !== 'available') {
    return (
      <Alert color="yellow" role="alert">
        <Stack gap="xs" align="flex-start">
          {row?.status.state === 'blocked' ? row.status.message : t('staking.withdraw.notAvailable')}
          <Button size="xs" variant="default" onClick={onClose}>
            {t('staking.flow.close')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack>
      <FlowSteps steps={steps} active={0} />
      <TransactionConfirmation
        account={account}
        call={call}
        flow="withdraw"
        step={String(requestId)}
        title={t('staking.withdraw.title')}
        submitLabel={t('staking.withdraw.submit')}
        passwordLabel={t('staking.password.withdraw')}
        rows={[
          {
            label: t('staking.confirm.validator'),
            value: `${validator?.name ?? t('staking.unknown')}, ${stakerId}`,
          },
          { label: t('staking.confirm.from'), value: <AccountRow account={account} /> },
          { label: t('staking.confirm.amount'), value: <Amount value={row.amount} fw={600} /> },
          { label: t('staking.withdraw.value'), value: '0' },
        ]}
        onCancel={onClose}
        onSubmitted={({ hash: h }) => setHash(h)}
      />
    </Stack>
  );
}
