import { buildSfcCall, checkRestakeLimit } from '@fantom-wallet/core';
import { Alert, Button, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount.tsx';
import type { Account } from '../../storage/Account.ts';
import { TransactionConfirmation } from '../transactions/index.ts';
import { AccountRow } from './AccountRow.tsx';
import { FlowSteps } from './FlowSteps.tsx';
import { StakingResult } from './StakingResult.tsx';
import { useStakingData } from './useStakingData.ts';

/**
 * Claim rewards, or claim and restake (spec 2 §2.3, §4.4, §5.2): the validator, the rewards and the choice;
 * restake is refused with the limit message (and no transaction) when the rewards exceed the validator's
 * delegated limit.
 */
export function ClaimFlow({
  account,
  stakerId,
  restake: initialRestake,
  onClose,
}: {
  account: Account;
  stakerId: bigint;
  restake: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const address = account.address as `0x${string}`;
  const { delegation, validator, validators } = useStakingData(address, stakerId);
  const [restake, setRestake] = useState(initialRestake);
  const [hash, setHash] = useState<`0x${string}` | null>(null);
  const pending = delegation.data?.pendingRewards ?? 0n;
  const limit =
    restake && validator
      ? checkRestakeLimit(pending, {
          delegatedLimit: validator.delegatedLimit,
          name: validator.name ?? t('staking.unknown'),
          id: validator.id,
        })
      : null;
  const blocked = limit !== null && !limit.ok;
  const call = useMemo(
    () =>
      blocked
        ? null
        : buildSfcCall({ action: restake ? 'restakeRewards' : 'claimRewards', validatorId: stakerId }),
    [blocked, restake, stakerId],
  );
  const steps = [t('staking.steps.confirm'), t('staking.steps.finished')];

  if (hash) {
    return (
      <Stack>
        <FlowSteps steps={steps} active={2} />
        <StakingResult
          from={address}
          hash={hash}
          successTitle={restake ? t('staking.success.restake') : t('staking.success.claim')}
          onClose={onClose}
        />
      </Stack>
    );
  }
  if (delegation.isPending || validators.isPending) return <Loader aria-label={t('staking.loading')} />;
  return (
    <Stack>
      <FlowSteps steps={steps} active={0} />
      <SegmentedControl
        aria-label={t('staking.claim.choice')}
        value={restake ? 'restake' : 'claim'}
        onChange={(v) => setRestake(v === 'restake')}
        data={[
          { value: 'claim', label: t('staking.claimRewards') },
          { value: 'restake', label: t('staking.claimRestake') },
        ]}
      />
      {blocked && limit && !limit.ok ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {limit.error.message}
            <Button size="xs" variant="default" onClick={onClose}>
              {t('staking.flow.close')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        call && (
          <TransactionConfirmation
            key={restake ? 'restake' : 'claim'}
            account={account}
            call={call}
            flow={restake ? 'restake-rewards' : 'claim-rewards'}
            title={restake ? t('staking.claim.restakeTitle') : t('staking.claim.title')}
            submitLabel={restake ? t('staking.claimRestake') : t('staking.claimRewards')}
            passwordLabel={t('staking.password.claim')}
            rows={[
              {
                label: t('staking.confirm.validator'),
                value: `${validator?.name ?? t('staking.unknown')}, ${stakerId}`,
              },
              { label: t('staking.confirm.from'), value: <AccountRow account={account} /> },
              { label: t('staking.claim.rewards'), value: <Amount value={pending} fw={600} /> },
            ]}
            onCancel={onClose}
            onSubmitted={({ hash: h }) => setHash(h)}
          />
        )
      )}
    </Stack>
  );
}
