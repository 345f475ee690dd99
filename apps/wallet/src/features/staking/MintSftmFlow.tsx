import { buildStakeTokenizerCall, formatAmount } from '@fantom-wallet/core';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../storage/Account.ts';
import { TransactionConfirmation } from '../transactions/index.ts';
import { AccountRow } from './AccountRow.tsx';
import { FlowSteps } from './FlowSteps.tsx';
import { StakingResult } from './StakingResult.tsx';
import { stakingQueries } from './stakingQueries.ts';
import { useStakingData } from './useStakingData.ts';

/**
 * Mint sFTM (spec 2 §2.3, contracts §3b): 1 sFTM per locked FTM not yet minted. Without a tokenizer on the
 * network the flow stops (spec 2 §4.4) and says so instead of sending anything.
 */
export function MintSftmFlow({
  account,
  stakerId,
  onClose,
}: {
  account: Account;
  stakerId: bigint;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const address = account.address as `0x${string}`;
  const { network, delegation, validator } = useStakingData(address, stakerId);
  const contracts = useQuery(stakingQueries.contracts(network));
  const [hash, setHash] = useState<`0x${string}` | null>(null);
  const tokenizer = contracts.data?.tokenizer;
  const call = useMemo(
    () =>
      tokenizer ? buildStakeTokenizerCall(tokenizer, { action: 'mintSFTM', validatorId: stakerId }) : null,
    [tokenizer, stakerId],
  );
  const steps = [t('staking.steps.confirm'), t('staking.steps.finished')];
  if (hash) {
    return (
      <Stack>
        <FlowSteps steps={steps} active={2} />
        <StakingResult
          from={address}
          hash={hash}
          successTitle={t('staking.success.other')}
          onClose={onClose}
        />
      </Stack>
    );
  }
  if (contracts.isPending || delegation.isPending) return <Loader aria-label={t('staking.loading')} />;
  const d = delegation.data;
  if (!call || !d) {
    return (
      <Alert color="yellow" role="alert">
        <Stack gap="xs" align="flex-start">
          {t('staking.sftm.unavailable')}
          <Button size="xs" variant="default" onClick={onClose}>
            {t('staking.flow.close')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const minting = d.lockedAmount > d.outstandingSftm ? d.lockedAmount - d.outstandingSftm : 0n;
  return (
    <Stack>
      <FlowSteps steps={steps} active={0} />
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
        rows={[
          {
            label: t('staking.confirm.validator'),
            value: `${validator?.name ?? t('staking.unknown')}, ${stakerId}`,
          },
          { label: t('staking.confirm.from'), value: <AccountRow account={account} /> },
        ]}
        onCancel={onClose}
        onSubmitted={({ hash: h }) => setHash(h)}
      />
    </Stack>
  );
}
