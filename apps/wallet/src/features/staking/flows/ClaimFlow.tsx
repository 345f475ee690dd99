import { checkRestakeLimit } from '@fantom-wallet/core';
import { Loader, SegmentedControl } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import { StepNotice } from '../../transactions/index.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { planClaim } from '../plan/planClaim.ts';
import type { FlowProps } from './FlowProps.ts';
import { presentStakingStep } from './presentStakingStep.tsx';
import { StakingStepper } from './StakingStepper.tsx';

/**
 * Claim rewards, or claim and restake (docs/staking.md#claim-and-restake): the validator, the rewards and the
 * choice; restake is refused with the limit message (and no transaction) when the rewards exceed the validator's
 * delegated limit (docs/staking.md#restake-limit). The rewards are those pending when the flow opened.
 */
export function ClaimFlow({
  account,
  stakerId,
  restake: initialRestake,
  onClose,
}: FlowProps & { restake: boolean }) {
  const { t, i18n } = useTranslation();
  const { network, delegation, validator, validators } = useStakingData(account.address, stakerId);
  const [restake, setRestake] = useState(initialRestake);
  // Fixed when the flow opens, like every fact a plan uses: a poll must not rebuild the confirmation being signed
  // (a new call is prepared again). The claim takes whatever is pending when it runs.
  const [fixed, setFixed] = useState<bigint | undefined>(undefined);
  if (fixed === undefined && delegation.data !== undefined) setFixed(delegation.data?.pendingRewards ?? 0n);
  const pending = fixed ?? 0n;
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
  const steps = useMemo(
    () => planClaim({ validatorId: stakerId, restake, rewards: pending }, network.contracts.sfc),
    [network, restake, stakerId, pending],
  );
  const present = presentStakingStep({ t, language: i18n.language, account, validator });

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
      present={(step) => ({ ...present(step), intro: choice })}
      onClose={onClose}
    />
  );
}
