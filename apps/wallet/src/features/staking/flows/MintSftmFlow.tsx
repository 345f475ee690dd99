import { Loader } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StepNotice } from '../../transactions/index.ts';
import { fluidStakingContracts } from '../data/fluidStakingContracts.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { planMintSftm } from '../plan/planMintSftm.ts';
import type { FlowProps } from './FlowProps.ts';
import { presentStakingStep } from './presentStakingStep.tsx';
import { StakingStepper } from './StakingStepper.tsx';

/**
 * Mint sFTM (docs/staking.md#mint-sftm): 1 sFTM per locked FTM not yet minted. Without a tokenizer on the network
 * the flow stops and says so instead of sending anything.
 */
export function MintSftmFlow({ account, stakerId, onClose }: FlowProps) {
  const { t, i18n } = useTranslation();
  const { network, delegation, validator } = useStakingData(account.address, stakerId);
  const tokenizer = fluidStakingContracts(network)?.tokenizer;
  const d = delegation.data;
  const locked = d?.lockedAmount;
  const outstanding = d?.outstandingSftm;
  const steps = useMemo(
    () =>
      tokenizer && locked !== undefined && outstanding !== undefined
        ? planMintSftm(
            { validatorId: stakerId, lockedAmount: locked, outstandingSftm: outstanding },
            tokenizer,
          )
        : null,
    [tokenizer, stakerId, locked, outstanding],
  );
  if (!tokenizer) return <StepNotice onClose={onClose}>{t('staking.sftm.unavailable')}</StepNotice>;
  if (delegation.isPending) return <Loader role="progressbar" aria-label={t('staking.loading')} />;
  if (!steps) return <StepNotice onClose={onClose}>{t('staking.loadFailed')}</StepNotice>;
  return (
    <StakingStepper
      account={account}
      flow={{ id: 'mint-sftm', subject: String(stakerId) }}
      steps={steps}
      present={presentStakingStep({ t, language: i18n.language, account, validator })}
      onClose={onClose}
    />
  );
}
