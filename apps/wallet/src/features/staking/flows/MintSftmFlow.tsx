import { buildStakeTokenizerCall, formatAmount } from '@fantom-wallet/core';
import { Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StepNotice } from '../../transactions/index.ts';
import { fluidStakingContracts } from '../data/fluidStakingContracts.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { delegationRows } from './delegationRows.tsx';
import type { FlowProps } from './FlowProps.ts';
import { StakingStepper } from './StakingStepper.tsx';

/**
 * Mint sFTM (docs/staking.md#mint-sftm): 1 sFTM per locked FTM not yet minted. Without a tokenizer on the network
 * the flow stops and says so instead of sending anything.
 */
export function MintSftmFlow({ account, stakerId, onClose }: FlowProps) {
  const { t } = useTranslation();
  const { network, delegation, validator } = useStakingData(account.address, stakerId);
  const tokenizer = fluidStakingContracts(network)?.tokenizer;
  const call = useMemo(
    () =>
      tokenizer ? buildStakeTokenizerCall(tokenizer, { action: 'mintSFTM', validatorId: stakerId }) : null,
    [tokenizer, stakerId],
  );
  const d = delegation.data;
  if (!call) return <StepNotice onClose={onClose}>{t('staking.sftm.unavailable')}</StepNotice>;
  if (delegation.isPending) return <Loader role="progressbar" aria-label={t('staking.loading')} />;
  if (!d) return <StepNotice onClose={onClose}>{t('staking.loadFailed')}</StepNotice>;
  const minting = d.lockedAmount > d.outstandingSftm ? d.lockedAmount - d.outstandingSftm : 0n;
  return (
    <StakingStepper
      account={account}
      flow={{ id: 'mint-sftm', subject: String(stakerId) }}
      steps={[
        {
          kind: 'call',
          id: 'mint',
          label: t('staking.steps.confirm'),
          call,
          rows: delegationRows(t, account, validator, stakerId),
          intro: (
            <Text size="lg" fw={600} data-testid="sftm-text">
              {t('staking.sftm.minting', { amount: formatAmount(minting, { fractionDigits: 2 }) })}
            </Text>
          ),
          title: t('staking.sftm.mintTitle'),
          submitLabel: t('staking.sftm.submit'),
          passwordLabel: t('staking.password.mint'),
          successTitle: t('staking.success.other'),
        },
      ]}
      onClose={onClose}
    />
  );
}
