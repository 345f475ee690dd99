import { MESSAGES, toDecimalString } from '@fantom-wallet/core';
import { Alert, Button, Group, Slider, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../shared/ui/AmountInput.tsx';
import { useStakingData } from '../data/useStakingData.ts';
import { formatChainDate } from '../format/formatChainDate.ts';
import { type LockOrder, planLock } from '../plan/planLock.ts';
import { checkLockForm } from './checkLockForm.ts';
import { FlowLoading } from './FlowLoading.tsx';
import type { FlowProps } from './FlowProps.ts';
import { presentStakingStep } from './presentStakingStep.tsx';
import { StakingFormStep } from './StakingFormStep.tsx';
import { StakingStepper } from './StakingStepper.tsx';

/** Lock a delegation or extend its lock (docs/staking.md#lock, #lock-days, #lock-amount): Lock, Confirm, Finished. */
export function LockFlow({ account, stakerId, onClose }: FlowProps) {
  const { t, i18n } = useTranslation();
  const address = account.address;
  const { network, delegation, validator, config, now } = useStakingData(address, stakerId);
  const [order, setOrder] = useState<LockOrder | null>(null);
  const [daysText, setDaysText] = useState<string | null>(null);
  const [amountText, setAmountText] = useState<string | null>(null);
  const before = [t('staking.steps.lock')];
  const d = delegation.data;
  const locked = Boolean(d?.isDelegationLocked && now.data !== undefined && d.lockedUntil > now.data);
  // Fixed when the form is submitted: once the lock is sent, the delegation is locked either way.
  const [extending, setExtending] = useState<boolean | null>(null);
  const relock = extending ?? locked;
  const steps = useMemo(() => (order ? planLock(order, network.contracts.sfc) : null), [order, network]);

  if (order && steps && validator) {
    return (
      <StakingStepper
        account={account}
        flow={{ id: order.extending ? 'relock' : 'lock', subject: String(stakerId) }}
        before={before}
        steps={steps}
        present={presentStakingStep({ t, language: i18n.language, account, validator })}
        onCancel={() => setOrder(null)}
        onClose={onClose}
      />
    );
  }
  if (!d || !config.data || now.data === undefined || !validator) {
    return <FlowLoading failed={delegation.isError || config.isError || now.isError} />;
  }
  const isValidator = validator.address === address;
  const base = {
    now: now.data,
    chainId: network.chainId,
    minLockupDuration: config.data.minLockupDuration,
    maxLockupDuration: config.data.maxLockupDuration,
    validatorLockedUntil: validator.lockedUntil,
    isValidator,
    extending: relock,
    currentLockedUntil: d.lockedUntil,
    unlockedAmount: d.unlockedAmount,
  };
  // Defaults: the shortest allowed lock, and the whole unlocked amount.
  const first = checkLockForm({ ...base, daysText: '0', amountText: '0' });
  const days = daysText ?? String(first.range.minDays);
  const amount = amountText ?? toDecimalString(d.unlockedAmount, 18);
  const checked = checkLockForm({ ...base, daysText: days, amountText: amount });
  const daysError =
    checked.daysError === 'max'
      ? MESSAGES.maxLockDaysReached
      : checked.daysError === 'range'
        ? t('staking.lock.daysRange', { min: checked.range.minDays, max: checked.range.maxDays })
        : null;

  const blockKeys = (e: React.KeyboardEvent) => {
    // docs/staking.md#lock-days: the +, -, e and E keys are blocked
    if (e.key === '+' || e.key === '-' || e.key === 'e' || e.key === 'E') e.preventDefault();
  };
  return (
    <StakingFormStep
      steps={[...before, t('staking.steps.confirm'), t('transactions.steps.finished')]}
      titleId="lock-title"
      title={relock ? t('staking.lock.extendTitle') : t('staking.lock.title')}
      onSubmit={() => {
        if (!checked.canSubmit) return;
        setExtending(relock);
        setOrder({
          validatorId: stakerId,
          extending: relock,
          days: checked.days,
          duration: checked.duration,
          amount: checked.amount?.ok ? checked.amount.value : 0n,
          lockedUntil: checked.lockedUntil,
        });
      }}
    >
      {!checked.range.canLock && (
        <Alert color="yellow" role="alert">
          {checked.range.message}
        </Alert>
      )}
      {!relock && (
        <AmountInput
          label={t('staking.lock.amount')}
          value={amount}
          onChange={setAmountText}
          error={checked.amount?.ok === false ? checked.amount.error : null}
        />
      )}
      <TextInput
        label={t('staking.lock.days')}
        type="number"
        min={checked.range.minDays}
        max={checked.range.maxDays}
        step={1}
        value={days}
        onKeyDown={blockKeys}
        onChange={(e) => setDaysText(e.currentTarget.value)}
        onBlur={() => {
          // Out-of-range input is corrected to the nearest bound (and stays marked until changed).
          if (checked.daysError) setDaysText(String(checked.days));
        }}
        error={daysError}
        errorProps={{ role: 'alert' }}
        disabled={!checked.range.canLock}
      />
      {checked.range.canLock && (
        <Stack gap={2}>
          <Slider
            min={checked.range.minDays}
            max={checked.range.maxDays}
            step={1}
            value={checked.days}
            onChange={(v) => setDaysText(String(v))}
            label={(v) => t('staking.lock.daysValue', { count: v })}
            thumbLabel={t('staking.lock.daysSlider')}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed" data-testid="lock-min">
              {t('staking.lock.daysValue', { count: checked.range.minDays })}
            </Text>
            <Text size="xs" c="dimmed" data-testid="lock-max">
              {t('staking.lock.daysValue', { count: checked.range.maxDays })}
            </Text>
          </Group>
        </Stack>
      )}
      {checked.range.canLock && (
        <Text size="sm" data-testid="locked-until">
          {t('staking.lock.lockedUntil', { date: formatChainDate(checked.lockedUntil, i18n.language) })}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onClose}>
          {t('staking.flow.cancel')}
        </Button>
        <Button type="submit" disabled={!checked.canSubmit}>
          {t('staking.lock.ok')}
        </Button>
      </Group>
    </StakingFormStep>
  );
}
