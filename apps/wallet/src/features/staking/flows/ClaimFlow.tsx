import { buildSfcCall, checkRestakeLimit } from '@fantom-wallet/core';
import { Loader, SegmentedControl, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { TransactionConfirmation } from '../../transactions/index.ts';
import { FlowNotice } from '../../transactions/steps/FlowNotice.tsx';
import { SingleStepFlow } from '../../transactions/steps/SingleStepFlow.tsx';
import { useStakingData } from '../data/useStakingData.ts';
import { delegationRows } from './delegationRows.tsx';
import type { FlowProps } from './FlowProps.ts';

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
}: FlowProps & { restake: boolean }) {
  const { t } = useTranslation();
  const address = account.address as `0x${string}`;
  const { network, delegation, validator, validators } = useStakingData(address, stakerId);
  const [restake, setRestake] = useState(initialRestake);
  const pending = delegation.data?.pendingRewards ?? 0n;
  const limit =
    restake && validator
      ? checkRestakeLimit(pending, {
          delegatedLimit: validator.delegatedLimit,
          name: validator.name ?? t('staking.unknown'),
          id: validator.id,
        })
      : null;
  const blocked = limit?.ok === false ? limit.error.message : null;
  const call = useMemo(
    () =>
      blocked === null
        ? buildSfcCall(network.contracts.sfc, {
            action: restake ? 'restakeRewards' : 'claimRewards',
            validatorId: stakerId,
          })
        : null,
    [blocked, restake, stakerId, network],
  );

  return (
    <SingleStepFlow
      from={address}
      successTitle={restake ? t('staking.success.restake') : t('staking.success.claim')}
      onClose={onClose}
    >
      {(submitted) =>
        delegation.isPending || validators.isPending ? (
          <Loader aria-label={t('staking.loading')} />
        ) : (
          <Stack>
            <SegmentedControl
              aria-label={t('staking.claim.choice')}
              value={restake ? 'restake' : 'claim'}
              onChange={(v) => setRestake(v === 'restake')}
              data={[
                { value: 'claim', label: t('staking.claimRewards') },
                { value: 'restake', label: t('staking.claimRestake') },
              ]}
            />
            {blocked !== null || !call ? (
              <FlowNotice color="red" onClose={onClose}>
                {blocked}
              </FlowNotice>
            ) : (
              <TransactionConfirmation
                key={restake ? 'restake' : 'claim'}
                account={account}
                call={call}
                flow={restake ? 'restake-rewards' : 'claim-rewards'}
                title={restake ? t('staking.claim.restakeTitle') : t('staking.claim.title')}
                submitLabel={restake ? t('staking.claimRestake') : t('staking.claimRewards')}
                passwordLabel={t('staking.password.claim')}
                rows={[
                  ...delegationRows(t, account, validator, stakerId),
                  { label: t('staking.claim.rewards'), value: <Amount value={pending} fw={600} /> },
                ]}
                onCancel={onClose}
                onSubmitted={submitted}
              />
            )}
          </Stack>
        )
      }
    </SingleStepFlow>
  );
}
