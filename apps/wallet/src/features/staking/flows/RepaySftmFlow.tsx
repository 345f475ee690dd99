import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepNotice } from '../../transactions/index.ts';
import { fluidStakingContracts } from '../data/fluidStakingContracts.ts';
import { stakingQueries } from '../data/stakingQueries.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { planRepaySftm } from '../plan/planRepaySftm.ts';
import type { FlowProps } from './FlowProps.ts';
import { presentStakingStep } from './presentStakingStep.tsx';
import { StakingStepper } from './StakingStepper.tsx';

/**
 * Repay sFTM (docs/staking.md#repay-sftm): when the sFTM allowance to the tokenizer is below the outstanding
 * amount, step 1 of 2 approves 105 % of it (the password carried to step 2), its success continues after 2000 ms;
 * step 2 redeems the outstanding sFTM. A repay interrupted after Allow resumes at step 2
 * (docs/staking.md#interrupted-repay).
 */
export function RepaySftmFlow({ account, stakerId, onClose }: FlowProps) {
  const { t, i18n } = useTranslation();
  const address = account.address;
  const { network, delegation, validator } = useStakingData(address, stakerId);
  const contracts = useMemo(() => fluidStakingContracts(network), [network]);
  const sftm = useQuery({
    ...stakingQueries.sftm(network, address, contracts ?? { tokenizer: address, sftm: address }),
    enabled: contracts !== null,
  });
  // Fixed when the flow starts: polling must not rebuild a confirmation being signed, and after the repay the
  // outstanding amount is 0 while its result is still on screen.
  const [fixed, setFixed] = useState<{ outstanding: bigint; allowance: bigint } | null>(null);
  const outstanding = delegation.data?.outstandingSftm;
  const allowance = sftm.data?.allowance;
  if (fixed === null && outstanding !== undefined && allowance !== undefined)
    setFixed({ outstanding, allowance });
  const steps = useMemo(
    () =>
      contracts && fixed
        ? planRepaySftm(
            { validatorId: stakerId, outstanding: fixed.outstanding },
            { allowance: fixed.allowance },
            contracts,
          )
        : null,
    [contracts, fixed, stakerId],
  );

  if (contracts === null) return <StepNotice onClose={onClose}>{t('staking.sftm.unavailable')}</StepNotice>;
  if (!steps) {
    if (delegation.isError || sftm.isError)
      return <StepNotice onClose={onClose}>{t('staking.loadFailed')}</StepNotice>;
    return <Loader role="progressbar" aria-label={t('staking.loading')} />;
  }
  return (
    <StakingStepper
      account={account}
      flow={{ id: 'repay-sftm', subject: String(stakerId) }}
      steps={steps}
      present={presentStakingStep({ t, language: i18n.language, account, validator })}
      counter
      notices={{
        resumed: t('staking.sftm.resumed'),
        waiting: (hash) => t('staking.sftm.allowPending', { hash }),
      }}
      onClose={onClose}
    />
  );
}
