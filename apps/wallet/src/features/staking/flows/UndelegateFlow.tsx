import {
  amountToUnlock,
  formatAmount,
  generateWithdrawRequestId,
  toDecimalString,
  undelegateAmountAfterUnlock,
  validateUndelegateAmount,
} from '@fantom-wallet/core';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { AmountInput } from '../../../shared/ui/AmountInput.tsx';
import type { StepOutcome, TransactionStep } from '../../transactions/index.ts';
import { stakingQueries } from '../data/stakingQueries.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { planUndelegate, type UndelegateOrder } from '../plan/planUndelegate.ts';
import type { StakingStep } from '../plan/StakingStep.ts';
import { FlowLoading } from './FlowLoading.tsx';
import type { FlowProps } from './FlowProps.ts';
import { presentStakingStep } from './presentStakingStep.tsx';
import { StakingFormStep } from './StakingFormStep.tsx';
import { StakingStepper } from './StakingStepper.tsx';

/**
 * Undelegate (docs/staking.md#undelegate, #unlock-before-undelegating): the amount form; when part of it is still
 * locked an Unlock step first (penalty preview from the contract; its success continues to the undelegation after
 * 2000 ms with the password carried over); then the undelegation, reduced to what the unlock left unlocked (the
 * difference shown as slashing), and the result.
 */
export function UndelegateFlow({ account, stakerId, onClose }: FlowProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const address = account.address;
  const { network, delegation, validator, now } = useStakingData(address, stakerId);
  const [order, setOrder] = useState<UndelegateOrder | null>(null);
  // After an unlock: the amount the chain left unlocked (the penalty taken), read again once it is confirmed.
  const [afterUnlock, setAfterUnlock] = useState<{ amount: bigint; slashing: bigint } | undefined>(undefined);
  const [withdrawRequestId] = useState(generateWithdrawRequestId);
  const [amountText, setAmountText] = useState<string | null>(null);
  const d = delegation.data;
  const locked = Boolean(d?.isDelegationLocked && now.data !== undefined && d.lockedUntil > now.data);
  const max = d?.amountDelegated ?? 0n;
  const text = amountText ?? toDecimalString(max, 18);
  const checked = validateUndelegateAmount(text, max);
  const unlock = checked.ok && locked && d ? amountToUnlock(checked.value, d.unlockedAmount) : 0n;
  // Fetched only when locked and part of the amount is still locked; a failure shows no preview.
  const penalty = useQuery({
    ...stakingQueries.unlockPenalty(network, address, stakerId, unlock),
    enabled: unlock > 0n && order === null,
  });

  const steps = useMemo(
    () => (order ? planUndelegate(order, { afterUnlock }, network.contracts.sfc) : null),
    [order, afterUnlock, network],
  );
  const before = [t('staking.steps.undelegate')];

  if (order && steps && validator) {
    const unlocked = async (step: TransactionStep<StakingStep>, outcome: StepOutcome) => {
      if (step.description.kind !== 'unlock' || outcome !== 'success') return;
      const fresh = await client.fetchQuery({
        ...stakingQueries.delegation(network, address, stakerId),
        staleTime: 0,
      });
      setAfterUnlock(undelegateAmountAfterUnlock(order.requested, fresh?.unlockedAmount ?? 0n));
    };
    return (
      <StakingStepper
        account={account}
        flow={{ id: 'undelegate', subject: String(stakerId) }}
        before={before}
        steps={steps}
        present={presentStakingStep({ t, language: i18n.language, account, validator })}
        onSettled={(step, outcome) => void unlocked(step, outcome)}
        onCancel={() => setOrder(null)}
        onClose={onClose}
      />
    );
  }
  if (!d || !validator) return <FlowLoading failed={delegation.isError} />;

  const penaltyValue = unlock > 0n ? penalty.data : undefined;
  return (
    <StakingFormStep
      steps={[
        ...before,
        ...(unlock > 0n ? [t('staking.steps.unlock')] : []),
        t('staking.steps.confirm'),
        t('transactions.steps.finished'),
      ]}
      titleId="undelegate-title"
      title={t('staking.undelegate.title')}
      onSubmit={() => {
        if (!checked.ok) return;
        setAfterUnlock(undefined);
        setOrder({ validatorId: stakerId, requested: checked.value, unlock, withdrawRequestId });
      }}
    >
      <Text>{t('staking.undelegate.intro')}</Text>
      <AmountInput
        label={t('staking.undelegate.amount')}
        value={text}
        onChange={setAmountText}
        error={checked.ok ? null : checked.error.message}
        max={{ label: t('staking.undelegate.entire'), value: max, decimals: 18 }}
        hint={
          <>
            {t('staking.undelegate.delegated')} <Amount value={max} />
          </>
        }
      />
      {unlock > 0n && (
        <Alert color="yellow" role="status">
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              {t('staking.undelegate.lockedTitle')}
            </Text>
            <Text size="sm">
              {t('staking.undelegate.unlockFirst', {
                amount: formatAmount(unlock, { fractionDigits: 2 }),
              })}
            </Text>
            <Text size="sm" data-testid="unlock-penalty">
              {penalty.isFetching
                ? t('staking.undelegate.penaltyLoading')
                : penaltyValue === undefined
                  ? t('staking.undelegate.penaltyUnknown')
                  : t('staking.undelegate.penalty', {
                      amount: formatAmount(penaltyValue, { fractionDigits: 6 }),
                    })}
            </Text>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onClose}>
          {t('transactions.steps.cancel')}
        </Button>
        <Button
          type="submit"
          {...(unlock > 0n ? { color: 'orange', autoContrast: true } : {})}
          disabled={!checked.ok}
        >
          {unlock > 0n ? t('staking.undelegate.okUnlock') : t('staking.undelegate.ok')}
        </Button>
      </Group>
    </StakingFormStep>
  );
}
