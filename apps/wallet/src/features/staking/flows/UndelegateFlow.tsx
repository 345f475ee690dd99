import {
  amountToUnlock,
  buildSfcCall,
  formatAmount,
  generateWithdrawRequestId,
  MESSAGES,
  toDecimalString,
  undelegateAmountAfterUnlock,
  validateUndelegateAmount,
} from '@fantom-wallet/core';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { AmountInput } from '../../../shared/ui/AmountInput.tsx';
import { StepIndicator } from '../../../shared/ui/StepIndicator.tsx';
import type { StepOutcome, TransactionStep } from '../../transactions/index.ts';
import { stakingQueries } from '../data/stakingQueries.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { delegationRows } from './delegationRows.tsx';
import { FlowLoading } from './FlowLoading.tsx';
import type { FlowProps } from './FlowProps.ts';
import { StakingStepper } from './StakingStepper.tsx';

/** What the form settled on: the amount asked for, and how much of it must be unlocked first. */
interface UndelegatePlan {
  requested: bigint;
  unlock: bigint;
}

/**
 * Undelegate (docs/staking.md#undelegate, #unlock-before-undelegating): the amount form; when part of it is still
 * locked an Unlock step first (penalty preview from the contract; its success continues to the undelegation after
 * 2000 ms with the password carried over); then the undelegation, reduced to what the unlock left unlocked (the
 * difference shown as slashing), and the result.
 */
export function UndelegateFlow({ account, stakerId, onClose }: FlowProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const address = account.address;
  const { network, delegation, validator, now } = useStakingData(address, stakerId);
  const [plan, setPlan] = useState<UndelegatePlan | null>(null);
  // After an unlock: the amount the chain left unlocked (the penalty taken), read again once it is confirmed.
  const [afterUnlock, setAfterUnlock] = useState<{ amount: bigint; slashing: bigint } | null>(null);
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
    enabled: unlock > 0n && plan === null,
  });

  const unlockCall = useMemo(
    () =>
      plan && plan.unlock > 0n
        ? buildSfcCall(network.contracts.sfc, {
            action: 'unlockStake',
            validatorId: stakerId,
            amount: plan.unlock,
          })
        : null,
    [plan, stakerId, network],
  );
  const undelegateAmount =
    plan === null ? null : plan.unlock > 0n ? (afterUnlock?.amount ?? null) : plan.requested;
  const undelegateCall = useMemo(
    () =>
      undelegateAmount === null
        ? null
        : buildSfcCall(network.contracts.sfc, {
            action: 'undelegate',
            validatorId: stakerId,
            withdrawRequestId,
            amount: undelegateAmount,
          }),
    [undelegateAmount, stakerId, withdrawRequestId, network],
  );
  const before = [t('staking.steps.undelegate')];

  if (plan && validator) {
    const rows = delegationRows(t, account, validator, stakerId);
    const slashing = afterUnlock?.slashing ?? 0n;
    const steps: (TransactionStep & { skip?: boolean })[] = [
      {
        kind: 'call',
        id: 'unlock',
        label: t('staking.steps.unlock'),
        skip: plan.unlock === 0n,
        call: unlockCall,
        rows: [
          ...rows,
          { label: t('staking.unlock.amount'), value: <Amount value={plan.unlock} fw={600} /> },
        ],
        title: t('staking.unlock.title'),
        submitLabel: t('staking.unlock.unlock'),
        passwordLabel: t('staking.password.unlock'),
        successTitle: t('staking.success.unlock'),
      },
      {
        kind: 'call',
        id: 'undelegate',
        label: t('staking.steps.confirm'),
        call: undelegateCall,
        rows: [
          ...rows,
          {
            label: t('staking.undelegate.amountRow'),
            value: <Amount value={undelegateAmount ?? plan.requested} fw={600} />,
          },
        ],
        intro:
          slashing > 0n ? (
            <Alert color="yellow" role="alert" data-testid="slashing">
              {MESSAGES.slashingApplied(formatAmount(slashing, { fractionDigits: 6 }))}
            </Alert>
          ) : undefined,
        title: t('staking.undelegate.confirmTitle'),
        submitLabel: t('staking.undelegate.submit'),
        passwordLabel: t('staking.password.undelegate'),
        successTitle: t('staking.success.undelegate'),
      },
    ];
    const unlocked = async (step: TransactionStep, outcome: StepOutcome) => {
      if (step.id !== 'unlock' || outcome !== 'success') return;
      const fresh = await client.fetchQuery({
        ...stakingQueries.delegation(network, address, stakerId),
        staleTime: 0,
      });
      setAfterUnlock(undelegateAmountAfterUnlock(plan.requested, fresh?.unlockedAmount ?? 0n));
    };
    return (
      <StakingStepper
        account={account}
        flow={{ id: 'undelegate', subject: String(stakerId) }}
        before={before}
        steps={steps}
        onSettled={(step, outcome) => void unlocked(step, outcome)}
        onCancel={() => setPlan(null)}
        onClose={onClose}
      />
    );
  }
  if (!d || !validator) return <FlowLoading failed={delegation.isError} />;

  const penaltyValue = unlock > 0n ? penalty.data : undefined;
  return (
    <Stack>
      <StepIndicator
        steps={[
          ...before,
          ...(unlock > 0n ? [t('staking.steps.unlock')] : []),
          t('staking.steps.confirm'),
          t('transactions.steps.finished'),
        ]}
        active={0}
      />
      <Card withBorder component="section" aria-labelledby="undelegate-title">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!checked.ok) return;
            setAfterUnlock(null);
            setPlan({ requested: checked.value, unlock });
          }}
        >
          <Stack>
            <Title order={2} size="h3" id="undelegate-title">
              {t('staking.undelegate.title')}
            </Title>
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
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
