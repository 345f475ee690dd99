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
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { REMEMBER_PASSWORD_DEFAULTS } from '../../../signers/keystore/worker/REMEMBER_PASSWORD_DEFAULTS.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { TransactionConfirmation } from '../../transactions/index.ts';
import { FlowSteps } from '../../transactions/steps/FlowSteps.tsx';
import { StakingResult } from '../../transactions/steps/StakingResult.tsx';
import { stakingQueries } from '../data/stakingQueries.ts';
import { useStakingData } from '../data/useStakingData.ts';
import type { Validator } from '../validators/Validator.ts';
import { delegationRows } from './delegationRows.tsx';
import { FlowLoading } from './FlowLoading.tsx';
import type { FlowProps } from './FlowProps.ts';

type Step =
  | { name: 'form' }
  | { name: 'unlock'; requested: bigint; unlock: bigint }
  | { name: 'unlocked'; requested: bigint; hash: `0x${string}` }
  | { name: 'confirm'; requested: bigint; afterUnlock: boolean }
  | { name: 'result'; hash: `0x${string}` };

/**
 * Undelegate (spec 2 §2.3, §4.4, §5.5): the amount form, then when the delegation is locked an Unlock step
 * first (penalty preview from the contract; its success continues to the undelegation after 2000 ms with the
 * password remembered), the confirmation (reduced to the unlocked amount, the difference shown as slashing)
 * and the result.
 */
export function UndelegateFlow({ account, stakerId, onClose }: FlowProps) {
  const { t } = useTranslation();
  const address = account.address as `0x${string}`;
  const { network, delegation, validator, now } = useStakingData(address, stakerId);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [amountText, setAmountText] = useState<string | null>(null);
  // Fixed when the form is submitted: an unlock may end the lock, but the flow keeps its four steps.
  const [withUnlock, setWithUnlock] = useState<boolean | null>(null);
  const d = delegation.data;
  const locked = Boolean(d?.isDelegationLocked && now.data !== undefined && d.lockedUntil > now.data);
  const max = d?.amountDelegated ?? 0n;
  const text = amountText ?? toDecimalString(max, 18);
  const checked = validateUndelegateAmount(text, max);
  const unlock = checked.ok && locked && d ? amountToUnlock(checked.value, d.unlockedAmount) : 0n;
  // spec 2 §5.5: fetched only when locked and part of the amount is still locked; a failure shows no preview.
  const penalty = useQuery({
    ...stakingQueries.unlockPenalty(network, address, stakerId, unlock),
    enabled: unlock > 0n && step.name === 'form',
  });
  const steps = [
    ...((withUnlock ?? locked) ? [t('staking.steps.unlock')] : []),
    t('staking.steps.undelegate'),
    t('staking.steps.confirm'),
    t('staking.steps.finished'),
  ];
  const offset = steps.length === 4 ? 1 : 0;
  const unlockCall = useMemo(
    () =>
      step.name === 'unlock'
        ? buildSfcCall(network.contracts.sfc, {
            action: 'unlockStake',
            validatorId: stakerId,
            amount: step.unlock,
          })
        : null,
    [step, stakerId, network],
  );

  if (step.name === 'result') {
    return (
      <Stack>
        <FlowSteps steps={steps} active={steps.length} />
        <StakingResult
          from={address}
          hash={step.hash}
          successTitle={t('staking.success.undelegate')}
          onClose={onClose}
        />
      </Stack>
    );
  }
  if (!d || !validator) {
    return <FlowLoading failed={delegation.isError} />;
  }
  if (step.name === 'unlock' && unlockCall) {
    return (
      <Stack>
        <FlowSteps steps={steps} active={0} />
        <TransactionConfirmation
          account={account}
          call={unlockCall}
          flow="undelegate"
          step="unlock"
          remember={REMEMBER_PASSWORD_DEFAULTS}
          title={t('staking.unlock.title')}
          submitLabel={t('staking.unlock.unlock')}
          passwordLabel={t('staking.password.unlock')}
          rows={[
            ...delegationRows(t, account, validator, stakerId),
            { label: t('staking.unlock.amount'), value: <Amount value={step.unlock} fw={600} /> },
          ]}
          onCancel={() => setStep({ name: 'form' })}
          onSubmitted={({ hash }) => setStep({ name: 'unlocked', requested: step.requested, hash })}
        />
      </Stack>
    );
  }
  if (step.name === 'unlocked') {
    const next = () => setStep({ name: 'confirm', requested: step.requested, afterUnlock: true });
    return (
      <Stack>
        <FlowSteps steps={steps} active={1} />
        <StakingResult
          from={address}
          hash={step.hash}
          successTitle={t('staking.success.unlock')}
          onClose={onClose}
          onNext={next}
        />
      </Stack>
    );
  }
  if (step.name === 'confirm') {
    return (
      <Stack>
        <FlowSteps steps={steps} active={offset + 1} />
        <UndelegateConfirmation
          account={account}
          stakerId={stakerId}
          validator={validator}
          requested={step.requested}
          afterUnlock={step.afterUnlock}
          onCancel={() => setStep({ name: 'form' })}
          onSubmitted={(hash) => setStep({ name: 'result', hash })}
        />
      </Stack>
    );
  }

  const penaltyValue = unlock > 0n ? penalty.data : undefined;
  return (
    <Stack>
      <FlowSteps steps={steps} active={0} />
      <Card withBorder component="section" aria-labelledby="undelegate-title">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!checked.ok) return;
            setWithUnlock(unlock > 0n);
            if (unlock > 0n) setStep({ name: 'unlock', requested: checked.value, unlock });
            else setStep({ name: 'confirm', requested: checked.value, afterUnlock: false });
          }}
        >
          <Stack>
            <Title order={2} size="h3" id="undelegate-title">
              {t('staking.undelegate.title')}
            </Title>
            <Text>{t('staking.undelegate.intro')}</Text>
            <TextInput
              label={t('staking.undelegate.amount')}
              value={text}
              onChange={(e) => setAmountText(e.currentTarget.value)}
              error={checked.ok ? null : checked.error.message}
              errorProps={{ role: 'alert' }}
              inputMode="decimal"
              autoComplete="off"
              maxLength={100}
              rightSectionWidth={150}
              rightSection={
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => setAmountText(toDecimalString(max, 18))}
                >
                  {t('staking.undelegate.entire')}
                </Button>
              }
            />
            <Text size="sm" c="dimmed">
              {t('staking.undelegate.delegated')} <Amount value={max} />
            </Text>
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
                {t('staking.flow.cancel')}
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

/** unstake confirmation: re-reads the unlocked amount (after an unlock) and shows the slashing it took. */
function UndelegateConfirmation({
  account,
  stakerId,
  validator,
  requested,
  afterUnlock,
  onCancel,
  onSubmitted,
}: {
  account: Account;
  stakerId: bigint;
  validator: Validator;
  requested: bigint;
  afterUnlock: boolean;
  onCancel: () => void;
  onSubmitted: (hash: `0x${string}`) => void;
}) {
  const { t } = useTranslation();
  const address = account.address as `0x${string}`;
  const { network } = useStakingData(address, stakerId);
  const fresh = useQuery({
    ...stakingQueries.delegation(network, address, stakerId),
    refetchOnMount: 'always',
  });
  const [withdrawRequestId] = useState(generateWithdrawRequestId);
  // The amount is fixed once the fresh values are in, so later polls never rebuild the transaction.
  const [frozen, setFrozen] = useState<{ amount: bigint; slashing: bigint } | null>(null);
  const ready =
    fresh.data !== undefined && fresh.data !== null && fresh.isFetchedAfterMount && !fresh.isFetching;
  useEffect(() => {
    if (!ready || frozen || !fresh.data) return;
    setFrozen(
      afterUnlock
        ? undelegateAmountAfterUnlock(requested, fresh.data.unlockedAmount)
        : { amount: requested, slashing: 0n },
    );
  }, [ready, frozen, fresh.data, afterUnlock, requested]);
  const call = useMemo(
    () =>
      frozen
        ? buildSfcCall(network.contracts.sfc, {
            action: 'undelegate',
            validatorId: stakerId,
            withdrawRequestId,
            amount: frozen.amount,
          })
        : null,
    [frozen, stakerId, withdrawRequestId, network],
  );
  const amount = frozen?.amount ?? 0n;
  const slashing = frozen?.slashing ?? 0n;
  if (!call) return <Loader aria-label={t('staking.loading')} />;
  return (
    <Stack>
      {slashing > 0n && (
        <Alert color="yellow" role="alert" data-testid="slashing">
          {MESSAGES.slashingApplied(formatAmount(slashing, { fractionDigits: 6 }))}
        </Alert>
      )}
      <TransactionConfirmation
        account={account}
        call={call}
        flow="undelegate"
        step="undelegate"
        title={t('staking.undelegate.confirmTitle')}
        submitLabel={t('staking.undelegate.submit')}
        passwordLabel={t('staking.password.undelegate')}
        rows={[
          ...delegationRows(t, account, validator, stakerId),
          { label: t('staking.undelegate.amountRow'), value: <Amount value={amount} fw={600} /> },
        ]}
        onCancel={onCancel}
        onSubmitted={({ hash }) => onSubmitted(hash)}
      />
    </Stack>
  );
}
