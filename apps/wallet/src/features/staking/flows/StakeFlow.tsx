import { buildSfcCall, toDecimalString, WEI_PER_FTM } from '@fantom-wallet/core';
import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
import { Amount } from '../../../shared/ui/Amount.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useWalletBalances } from '../../balances/index.ts';
import { fetchGasEstimate, fetchGasPrice, TransactionConfirmation } from '../../transactions/index.ts';
import { FlowSteps } from '../../transactions/steps/FlowSteps.tsx';
import { StakingResult } from '../../transactions/steps/StakingResult.tsx';
import { stakingQueries } from '../data/stakingQueries.ts';
import { type PickerRow, pickerValidators } from '../validators/pickerValidators.ts';
import { ValidatorPicker } from '../validators/ValidatorPicker.tsx';
import { checkStakeForm } from './checkStakeForm.ts';
import { delegationRows } from './delegationRows.tsx';

type Step = { name: 'form' } | { name: 'confirm'; amount: bigint } | { name: 'result'; hash: `0x${string}` };

/** 'Delegate FTM' (spec 2 §2.2, §2.3, §5.2): the form with the Validators picker, the confirmation, the result. */
export function StakeFlow({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const address = account.address as `0x${string}`;
  const { balances } = useWalletBalances();
  const balance = balances.get(address.toLowerCase())?.balance;
  const validators = useQuery(stakingQueries.validators(network));
  const mine = useQuery(stakingQueries.delegations(network, address));
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [amountText, setAmountText] = useState('');
  const [validator, setValidator] = useState<PickerRow | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [touched, setTouched] = useState({ amount: false, validator: false });

  const delegatedTo = useMemo(() => new Set((mine.data?.rows ?? []).map((r) => r.stakerId)), [mine.data]);
  // Shuffled once per load of the list (ERRATA), not on every render.
  const rows = useMemo(
    () => (validators.data ? pickerValidators(validators.data, delegatedTo) : []),
    [validators.data, delegatedTo],
  );
  const gasPrice = useQuery({
    queryKey: queryKeys.gasPrice(network.id),
    queryFn: ({ signal }) => fetchGasPrice(transportFor(network), signal),
    refetchInterval: 10_000,
  });
  const estimateCall = useMemo(
    () =>
      buildSfcCall(network.contracts.sfc, {
        action: 'delegate',
        validatorId: validator?.id ?? 1n,
        amount: WEI_PER_FTM,
      }),
    [validator, network],
  );
  const estimate = useQuery({
    queryKey: queryKeys.gasEstimate(
      network.id,
      address,
      estimateCall.to,
      estimateCall.value.toString(),
      estimateCall.data,
    ),
    queryFn: ({ signal }) => fetchGasEstimate(transportFor(network), address, estimateCall, signal),
    retry: false,
    staleTime: 30_000,
  });
  const checked = checkStakeForm({
    balance,
    reportedGasPrice: gasPrice.data,
    gasEstimate: estimate.data,
    amountText,
    validator,
  });
  const call = useMemo(
    () =>
      step.name === 'confirm' && validator
        ? buildSfcCall(network.contracts.sfc, {
            action: 'delegate',
            validatorId: validator.id,
            amount: step.amount,
          })
        : null,
    [step, validator, network],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ amount: true, validator: true });
    if (checked.amount?.ok && validator && checked.canSubmit)
      setStep({ name: 'confirm', amount: checked.amount.value });
  };
  const steps = [t('staking.steps.delegate'), t('staking.steps.confirm'), t('staking.steps.finished')];

  if (step.name === 'result') {
    return (
      <Stack>
        <FlowSteps steps={steps} active={3} />
        <StakingResult
          from={address}
          hash={step.hash}
          successTitle={t('staking.success.delegate')}
          onClose={() =>
            navigate(validator ? `/staking/${address}/detail/${validator.id}` : `/staking/${address}`)
          }
        />
      </Stack>
    );
  }
  if (step.name === 'confirm' && call && validator) {
    return (
      <Stack>
        <FlowSteps steps={steps} active={1} />
        <TransactionConfirmation
          account={account}
          call={call}
          flow="stake"
          step="delegate"
          title={t('staking.confirm.delegateTitle')}
          submitLabel={t('staking.confirm.delegate')}
          passwordLabel={t('staking.password.delegate')}
          rows={[
            ...delegationRows(t, account, validator, validator.id, {
              label: t('staking.confirm.sendFrom'),
              balance,
            }),
            { label: t('staking.confirm.amount'), value: <Amount value={step.amount} fw={600} /> },
          ]}
          onCancel={() => setStep({ name: 'form' })}
          onSubmitted={({ hash }) => setStep({ name: 'result', hash })}
        />
      </Stack>
    );
  }

  const amountError = checked.amount?.ok === false ? checked.amount.error : null;
  const validatorError = touched.validator ? checked.validatorError : null;
  return (
    <Stack>
      <FlowSteps steps={steps} active={0} />
      <Card withBorder component="section" aria-labelledby="stake-title">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2} size="h3" id="stake-title">
              {t('staking.stake.title')}
            </Title>
            <Stack gap={4}>
              <TextInput
                label={t('staking.stake.amount')}
                value={amountText}
                onChange={(e) => setAmountText(e.currentTarget.value)}
                onBlur={() => setTouched((s) => ({ ...s, amount: true }))}
                error={amountError}
                errorProps={{ role: 'alert' }}
                inputMode="decimal"
                autoComplete="off"
                maxLength={100}
                rightSectionWidth={120}
                rightSection={
                  <Button
                    size="compact-xs"
                    variant="light"
                    disabled={checked.entireBalance === undefined}
                    onClick={() => {
                      setAmountText(toDecimalString(checked.entireBalance ?? 0n, 18));
                      setTouched((s) => ({ ...s, amount: true }));
                    }}
                  >
                    {t('staking.stake.entireBalance')}
                  </Button>
                }
              />
              <Text size="sm" c="dimmed">
                {t('staking.stake.available')} {balance === undefined ? '…' : <Amount value={balance} />}
              </Text>
            </Stack>
            <TextInput
              label={t('staking.stake.validator')}
              readOnly
              value={validator ? `${validator.name ?? t('staking.unknown')}, ${validator.id}` : ''}
              placeholder={t('staking.stake.selectValidator')}
              onClick={() => setPicking(true)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  setPicking(true);
                }
              }}
              error={validatorError}
              errorProps={{ role: 'alert' }}
              rightSectionWidth={90}
              rightSection={
                <Button size="compact-xs" variant="light" onClick={() => setPicking(true)}>
                  {t('staking.stake.choose')}
                </Button>
              }
            />
            {validators.isError && (
              <Alert color="red" role="alert" title={t('staking.errorTitle')}>
                {t('staking.stake.validatorsFailed')}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => navigate(`/staking/${address}`)}>
                {t('staking.flow.cancel')}
              </Button>
              <Button type="submit" disabled={!checked.canSubmit && touched.validator}>
                {t('staking.stake.continue')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Modal
        opened={picking}
        onClose={() => setPicking(false)}
        title={t('staking.picker.title')}
        size="70rem"
      >
        <ValidatorPicker
          rows={rows}
          onSelect={(row) => {
            setValidator(row);
            setTouched((s) => ({ ...s, validator: true }));
            setPicking(false);
          }}
        />
      </Modal>
    </Stack>
  );
}
