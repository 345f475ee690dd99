import { buildSfcCall, checkRestakeLimit } from '@fantom-wallet/core';
import { Loader, SegmentedControl } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import { StepNotice, type TransactionStep } from '../../transactions/index.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { delegationRows } from './delegationRows.tsx';
import type { FlowProps } from './FlowProps.ts';
import { StakingStepper } from './StakingStepper.tsx';

/**
 * Claim rewards, or claim and restake (docs/staking.md#claim-and-restake): the validator, the rewards and the
 * choice; restake is refused with the limit message (and no transaction) when the rewards exceed the validator's
 * delegated limit (docs/staking.md#restake-limit).
 */
export function ClaimFlow({
  account,
  stakerId,
  restake: initialRestake,
  onClose,
}: FlowProps & { restake: boolean }) {
  const { t } = useTranslation();
  const { network, delegation, validator, validators } = useStakingData(account.address, stakerId);
  const [restake, setRestake] = useState(initialRestake);
  const pending = delegation.data?.pendingRewards ?? 0n;
  const limit =
    restake && validator
      ? checkRestakeLimit(pending, {
          delegatedLimit: validator.delegatedLimit,
          name: validator.name ? chainLabel(validator.name, 'name') : t('staking.unknown'),
          id: validator.id,
        })
      : null;
  const blocked = limit?.ok === false ? limit.error.message : null;
  const choice = (
    <SegmentedControl
      aria-label={t('staking.claim.choice')}
      value={restake ? 'restake' : 'claim'}
      onChange={(v) => setRestake(v === 'restake')}
      data={[
        { value: 'claim', label: t('staking.claimRewards') },
        { value: 'restake', label: t('staking.claimRestake') },
      ]}
    />
  );
  const call = useMemo(
    () =>
      buildSfcCall(network.contracts.sfc, {
        action: restake ? 'restakeRewards' : 'claimRewards',
        validatorId: stakerId,
      }),
    [network, restake, stakerId],
  );
  const steps: TransactionStep[] = [
    {
      kind: 'call',
      id: restake ? 'restake' : 'claim',
      label: t('staking.steps.confirm'),
      call,
      rows: [
        ...delegationRows(t, account, validator, stakerId),
        { label: t('staking.claim.rewards'), value: <Amount value={pending} fw={600} /> },
      ],
      intro: choice,
      title: restake ? t('staking.claim.restakeTitle') : t('staking.claim.title'),
      submitLabel: restake ? t('staking.claimRestake') : t('staking.claimRewards'),
      passwordLabel: t('staking.password.claim'),
      successTitle: restake ? t('staking.success.restake') : t('staking.success.claim'),
    },
  ];

  if (delegation.isPending || validators.isPending)
    return <Loader role="progressbar" aria-label={t('staking.loading')} />;
  if (blocked !== null) {
    return (
      <>
        {choice}
        <StepNotice color="red" onClose={onClose}>
          {blocked}
        </StepNotice>
      </>
    );
  }
  return (
    <StakingStepper
      key={restake ? 'restake' : 'claim'}
      account={account}
      flow={{ id: restake ? 'restake-rewards' : 'claim-rewards', subject: String(stakerId) }}
      steps={steps}
      onClose={onClose}
    />
  );
}
