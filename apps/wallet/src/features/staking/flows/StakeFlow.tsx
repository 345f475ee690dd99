import { addressKey, buildSfcCall, WEI_PER_FTM } from '@fantom-wallet/core';
import { Alert, Button, Group, Modal, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { AmountInput } from '../../../shared/ui/AmountInput.tsx';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useWalletBalances } from '../../balances/index.ts';
import { gasEstimateQuery, gasPriceQuery } from '../../transactions/index.ts';
import { stakingQueries } from '../data/stakingQueries.ts';
import { planDelegate } from '../plan/planDelegate.ts';
import { type PickerRow, pickerValidators } from '../validators/pickerValidators.ts';
import { ValidatorPicker } from '../validators/ValidatorPicker.tsx';
import { checkStakeForm } from './checkStakeForm.ts';
import { presentStakingStep } from './presentStakingStep.tsx';
import { StakingFormStep } from './StakingFormStep.tsx';
import { StakingStepper } from './StakingStepper.tsx';

/** 'Delegate FTM' (docs/staking.md#delegate): the form with the Validators picker, the confirmation, the result. */
export function StakeFlow({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const address = account.address;
  const { balances } = useWalletBalances();
  const balance = balances.get(addressKey(address))?.balance;
  const validators = useQuery(stakingQueries.validators(network));
  const mine = useQuery(stakingQueries.delegations(network, address));
  const [amount, setAmount] = useState<bigint | null>(null);
  const [amountText, setAmountText] = useState('');
  const [validator, setValidator] = useState<PickerRow | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [touched, setTouched] = useState({ amount: false, validator: false });

  const delegatedTo = useMemo(() => new Set((mine.data?.rows ?? []).map((r) => r.stakerId)), [mine.data]);
  // Shuffled once per load of the list, not on every render.
  const rows = useMemo(
    () => (validators.data ? pickerValidators(validators.data, delegatedTo) : []),
    [validators.data, delegatedTo],
  );
  const gasPrice = useQuery(gasPriceQuery(network));
  const estimateCall = useMemo(
    () =>
      buildSfcCall(network.contracts.sfc, {
        action: 'delegate',
        validatorId: validator?.id ?? 1n,
        amount: WEI_PER_FTM,
      }),
    [validator, network],
  );
  const estimate = useQuery({ ...gasEstimateQuery(network, address, estimateCall), retry: false });
  const checked = checkStakeForm({
    balance,
    reportedGasPrice: gasPrice.data,
    gasEstimate: estimate.data,
    amountText,
    validator,
  });
  const validatorId = validator?.id;
  const steps = useMemo(
    () =>
      amount !== null && validatorId !== undefined
        ? planDelegate({ validatorId, amount }, network.contracts.sfc)
        : null,
    [amount, validatorId, network],
  );

  const submit = () => {
    setTouched({ amount: true, validator: true });
    if (checked.amount?.ok && validator && checked.canSubmit) setAmount(checked.amount.value);
  };
  const before = [t('staking.steps.delegate')];

  if (steps && validator) {
    return (
      <StakingStepper
        account={account}
        flow={{ id: 'stake', subject: String(validator.id) }}
        before={before}
        steps={steps}
        present={presentStakingStep({ t, language: i18n.language, account, validator, balance })}
        onCancel={() => setAmount(null)}
        onClose={() => navigate(`/staking/${address}/detail/${validator.id}`)}
      />
    );
  }

  const amountError = checked.amount?.ok === false ? checked.amount.error : null;
  const validatorError = touched.validator ? checked.validatorError : null;
  return (
    <StakingFormStep
      steps={[...before, t('staking.steps.confirm'), t('transactions.steps.finished')]}
      titleId="stake-title"
      title={t('staking.stake.title')}
      onSubmit={submit}
      after={
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
      }
    >
      <AmountInput
        label={t('staking.stake.amount')}
        value={amountText}
        onChange={setAmountText}
        onBlur={() => setTouched((s) => ({ ...s, amount: true }))}
        error={amountError}
        max={{
          label: t('staking.stake.entireBalance'),
          value: checked.entireBalance,
          decimals: 18,
          onFill: () => setTouched((s) => ({ ...s, amount: true })),
        }}
        hint={
          <>
            {t('staking.stake.available')} {balance === undefined ? '…' : <Amount value={balance} />}
          </>
        }
      />
      <TextInput
        label={t('staking.stake.validator')}
        readOnly
        value={
          validator
            ? `${validator.name ? chainLabel(validator.name, 'name') : t('staking.unknown')}, ${validator.id}`
            : ''
        }
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
    </StakingFormStep>
  );
}
