import { buildErc20Approve, buildStakeTokenizerCall, formatAmount, STAKING } from '@fantom-wallet/core';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMEMBER_PASSWORD_DEFAULTS } from '../../../signers/keystore/worker/REMEMBER_PASSWORD_DEFAULTS.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { TransactionConfirmation } from '../../transactions/index.ts';
import { FlowNotice } from '../../transactions/steps/FlowNotice.tsx';
import { FlowSteps } from '../../transactions/steps/FlowSteps.tsx';
import { StakingResult } from '../../transactions/steps/StakingResult.tsx';
import { stakingQueries } from '../data/stakingQueries.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { delegationRows } from './delegationRows.tsx';
import type { FlowProps } from './FlowProps.ts';
import { interruptedRepay } from './interruptedRepay.ts';

type Step =
  | { name: 'start' }
  | { name: 'allowed'; hash: `0x${string}` }
  | { name: 'repay' }
  | { name: 'result'; hash: `0x${string}` };

/**
 * Repay sFTM (spec 2 §2.3, §4.4, §5.5): when the sFTM allowance to the tokenizer is below the outstanding
 * amount, step 1 of 2 allows 105 % of it (password remembered for step 2), its success continues after
 * 2000 ms; step 2 redeems the outstanding sFTM. A flow interrupted after Allow resumes at step 2.
 */
export function RepaySftmFlow({ account, stakerId, onClose }: FlowProps) {
  const { t } = useTranslation();
  const address = account.address as `0x${string}`;
  const { network, delegation, validator } = useStakingData(address, stakerId);
  const contracts = useQuery(stakingQueries.contracts(network));
  const sftm = useQuery({
    ...stakingQueries.sftm(network, address, contracts.data ?? { tokenizer: address, sftm: address }),
    enabled: Boolean(contracts.data),
  });
  const records = useSentTransactionsStore((s) => s.transactionsOf(address));
  const [step, setStep] = useState<Step>({ name: 'start' });
  // The amounts are fixed when the flow starts; polling must not rebuild a confirmation being signed.
  const [outstanding, setOutstanding] = useState<bigint | null>(null);
  const [needsAllow, setNeedsAllow] = useState<boolean | null>(null);
  // An Allow sent earlier (the flow was left or the browser closed before Confirm) whose allowance is in:
  // this continues as step 2 of 2.
  const [resumed, setResumed] = useState(false);
  const earlierAllow = interruptedRepay(records, stakerId, network.chainId);
  if (outstanding === null && delegation.data && sftm.data) {
    const allowed = sftm.data.allowance >= delegation.data.outstandingSftm;
    setOutstanding(delegation.data.outstandingSftm);
    setNeedsAllow(!allowed);
    setResumed(allowed && earlierAllow !== undefined);
  }
  const c = contracts.data;
  const allowance =
    outstanding === null
      ? 0n
      : (outstanding * (10_000n + STAKING.repayAllowanceMarginBps) + 9_999n) / 10_000n;
  const allowCall = useMemo(
    () => (c && outstanding !== null ? buildErc20Approve(c.sftm, c.tokenizer, allowance) : null),
    [c, outstanding, allowance],
  );
  const repayCall = useMemo(
    () =>
      c && outstanding !== null
        ? buildStakeTokenizerCall(c.tokenizer, {
            action: 'redeemSFTM',
            validatorId: stakerId,
            amount: outstanding,
          })
        : null,
    [c, outstanding, stakerId],
  );
  const twoSteps = Boolean(needsAllow) || resumed;
  const labels = twoSteps
    ? [t('staking.steps.allow'), t('staking.steps.confirm'), t('staking.steps.finished')]
    : [t('staking.steps.confirm'), t('staking.steps.finished')];
  const total = twoSteps ? 2 : 1;
  const flow = `repay-sftm:${stakerId}`;

  if (step.name === 'result') {
    return (
      <Stack>
        <FlowSteps steps={labels} active={labels.length} counter={{ step: total, total }} />
        <StakingResult
          from={address}
          hash={step.hash}
          successTitle={t('staking.success.other')}
          onClose={onClose}
        />
      </Stack>
    );
  }
  if (step.name === 'allowed') {
    return (
      <Stack>
        <FlowSteps steps={labels} active={1} counter={{ step: 1, total: 2 }} />
        <StakingResult
          from={address}
          hash={step.hash}
          successTitle={t('staking.success.allow')}
          onClose={onClose}
          onNext={() => setStep({ name: 'repay' })}
        />
      </Stack>
    );
  }
  if (contracts.isPending || delegation.isPending || (c && sftm.isPending)) {
    return <Loader aria-label={t('staking.loading')} />;
  }
  if (!c || !allowCall || !repayCall || outstanding === null) {
    return (
      <FlowNotice onClose={onClose}>
        {contracts.isError || sftm.isError ? t('staking.loadFailed') : t('staking.sftm.unavailable')}
      </FlowNotice>
    );
  }
  const allowStep = step.name === 'start' && Boolean(needsAllow);
  if (allowStep && earlierAllow?.state === 'pending') {
    // An Allow from an interrupted flow is still on its way: a second one would cost a fee and double the allowance.
    return (
      <FlowNotice onClose={onClose}>{t('staking.sftm.allowPending', { hash: earlierAllow.hash })}</FlowNotice>
    );
  }
  return (
    <Stack>
      <FlowSteps
        steps={labels}
        active={allowStep || !twoSteps ? 0 : 1}
        counter={{ step: allowStep ? 1 : total, total }}
      />
      {resumed && (
        <Alert color="blue" role="status">
          {t('staking.sftm.resumed')}
        </Alert>
      )}
      <Text size="lg" fw={600} data-testid="sftm-text">
        {allowStep
          ? t('staking.sftm.allowing', {
              amount: formatAmount(allowance, { fractionDigits: 2, rounding: 'half-up' }),
            })
          : t('staking.sftm.repaying', {
              amount: formatAmount(outstanding, { fractionDigits: 2, rounding: 'half-up' }),
            })}
      </Text>
      <TransactionConfirmation
        key={allowStep ? 'allow' : 'repay'}
        account={account}
        call={allowStep ? allowCall : repayCall}
        flow={flow}
        step={allowStep ? 'allow' : 'repay'}
        {...(allowStep ? { remember: REMEMBER_PASSWORD_DEFAULTS } : {})}
        title={allowStep ? t('staking.sftm.allowTitle') : t('staking.sftm.repayTitle')}
        submitLabel={t('staking.sftm.submit')}
        passwordLabel={t('staking.password.repay')}
        rows={delegationRows(t, account, validator, stakerId)}
        onCancel={onClose}
        onSubmitted={({ hash }) => setStep(allowStep ? { name: 'allowed', hash } : { name: 'result', hash })}
      />
    </Stack>
  );
}
