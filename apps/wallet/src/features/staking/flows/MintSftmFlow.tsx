import { buildStakeTokenizerCall, formatAmount } from '@fantom-wallet/core';
import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionConfirmation } from '../../transactions/index.ts';
import { FlowNotice } from '../../transactions/steps/FlowNotice.tsx';
import { SingleStepFlow } from '../../transactions/steps/SingleStepFlow.tsx';
import { stakingQueries } from '../data/stakingQueries.ts';
import { useStakingData } from '../data/useStakingData.ts';
import { delegationRows } from './delegationRows.tsx';
import type { FlowProps } from './FlowProps.ts';

/**
 * Mint sFTM (spec 2 §2.3, contracts §3b): 1 sFTM per locked FTM not yet minted. Without a tokenizer on the
 * network the flow stops (spec 2 §4.4) and says so instead of sending anything.
 */
export function MintSftmFlow({ account, stakerId, onClose }: FlowProps) {
  const { t } = useTranslation();
  const address = account.address as `0x${string}`;
  const { network, delegation, validator } = useStakingData(address, stakerId);
  const contracts = useQuery(stakingQueries.contracts(network));
  const tokenizer = contracts.data?.tokenizer;
  const call = useMemo(
    () =>
      tokenizer ? buildStakeTokenizerCall(tokenizer, { action: 'mintSFTM', validatorId: stakerId }) : null,
    [tokenizer, stakerId],
  );
  const d = delegation.data;
  const minting = d && d.lockedAmount > d.outstandingSftm ? d.lockedAmount - d.outstandingSftm : 0n;
  return (
    <SingleStepFlow from={address} successTitle={t('staking.success.other')} onClose={onClose}>
      {(submitted) =>
        contracts.isPending || delegation.isPending ? (
          <Loader aria-label={t('staking.loading')} />
        ) : !call || !d ? (
          <FlowNotice onClose={onClose}>{t('staking.sftm.unavailable')}</FlowNotice>
        ) : (
          <Stack>
            <Text size="lg" fw={600} data-testid="sftm-text">
              {t('staking.sftm.minting', { amount: formatAmount(minting, { fractionDigits: 2 }) })}
            </Text>
            <TransactionConfirmation
              account={account}
              call={call}
              flow={`mint-sftm:${stakerId}`}
              title={t('staking.sftm.mintTitle')}
              submitLabel={t('staking.sftm.submit')}
              passwordLabel={t('staking.password.mint')}
              rows={delegationRows(t, account, validator, stakerId)}
              onCancel={onClose}
              onSubmitted={submitted}
            />
          </Stack>
        )
      }
    </SingleStepFlow>
  );
}
