import { delegationFlags, MESSAGES } from '@fantom-wallet/core';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import { ExplorerLink } from '../../../shared/ui/ExplorerLink.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useInterruptedFlow } from '../../transactions/index.ts';
import { fluidStakingContracts } from '../data/fluidStakingContracts.ts';
import { stakingQueries } from '../data/stakingQueries.ts';
import { useRefreshStaking } from '../data/useRefreshStaking.ts';
import { useStakingData } from '../data/useStakingData.ts';
import type { StakingAction } from '../flows/StakingAction.ts';
import { formatChainDate } from '../format/formatChainDate.ts';
import { REPAY_STEP_IDS } from '../plan/REPAY_STEP_IDS.ts';
import type { DetailLocationState } from '../routes/DetailLocationState.ts';
import { type OpenDialog, StakingDialog } from './StakingDialog.tsx';
import { UndelegationHistory } from './UndelegationHistory.tsx';
import { withdrawRows } from './withdrawRows.ts';

/**
 * The delegation detail (docs/staking.md#delegation-detail, #flags, #detail-messages): every field, the
 * buttons enabled exactly by the delegation flags (fluid staking on or off), Advanced Functions, and the
 * Undelegation History. Its actions open their flows in a window over it
 * (docs/staking.md#flow-windows-and-views); closing the window reloads the detail.
 */
export function DelegationDetail({ account, stakerId }: { account: Account; stakerId: bigint }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const address = account.address;
  const { network, delegation, validator, config, now } = useStakingData(address, stakerId);
  const contracts = fluidStakingContracts(network);
  const sftm = useQuery({
    ...stakingQueries.sftm(network, address, contracts ?? { tokenizer: address, sftm: address }),
    enabled: contracts !== null,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [opened, setOpened] = useState(false);
  const refresh = useRefreshStaking();
  const interruptedRepay = useInterruptedFlow(
    address,
    { id: 'repay-sftm', subject: String(stakerId) },
    REPAY_STEP_IDS,
  );
  const location = useLocation();
  const open = (action: StakingAction, title: string) => {
    setDialog({ action, title, key: Date.now() });
    setOpened(true);
  };
  const closeDialog = () => {
    setOpened(false);
    refresh();
  };
  // docs/staking.md#delegations-list: opened with the claim or restake flag starts that claim, once; the flag
  // is dropped so a reload shows the plain detail.
  const flag = (location.state as DetailLocationState | null)?.open;
  useEffect(() => {
    if (!flag) return;
    setDialog({
      action: { kind: flag },
      title: flag === 'restake' ? t('staking.claimRestake') : t('staking.claimRewards'),
      key: Date.now(),
    });
    setOpened(true);
    navigate(location.pathname, { replace: true, state: null });
  }, [flag, navigate, location.pathname, t]);

  if (delegation.isPending || now.isPending || config.isPending) {
    return <Loader role="progressbar" aria-label={t('staking.loading')} />;
  }
  // A failed background poll keeps the last data on screen (the network banner tells about the outage): only a
  // detail that never loaded shows the error, so a window open over it is never torn down mid-flow.
  const failed = delegation.error ?? now.error ?? config.error;
  if (!delegation.data || !now.data || !config.data) {
    return (
      <Alert color="red" role="alert" title={t('staking.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failed ? errorMessage(failed, t) : t('staking.detail.notFound')}</Text>
          <Button size="xs" variant="default" onClick={() => navigate(`/staking/${address}`)}>
            {t('staking.backToList')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const d = delegation.data;
  const flags = delegationFlags(d, {
    now: now.data,
    isValidator: validator?.address === address,
    validatorLockedUntil: validator?.lockedUntil ?? 0n,
    sftmBalance: sftm.data?.balance ?? 0n,
  });
  const rows = withdrawRows(d, { now: now.data, withdrawalPeriodTime: config.data.withdrawalPeriodTime });
  const locked = d.isDelegationLocked && d.lockedUntil > now.data;
  const fields: { label: string; value: React.ReactNode }[] = [
    { label: t('staking.detail.delegated'), value: <Amount value={d.amountDelegated} /> },
    { label: t('staking.detail.pendingRewards'), value: <Amount value={d.pendingRewards} /> },
    // docs/staking.md#delegation-detail: always '-'
    { label: t('staking.detail.claimedRewards'), value: '-' },
    { label: t('staking.detail.mintedSftm'), value: <Amount value={d.outstandingSftm} symbol="sFTM" /> },
    { label: t('staking.detail.pendingWithdraw'), value: <Amount value={d.amountInWithdraw} /> },
    {
      label: t('staking.detail.validator'),
      value: (
        <ExplorerLink kind="validator" id={String(stakerId)}>
          {validator?.name ? (
            <ChainText text={validator.name} kind="name" expandable={false} />
          ) : (
            t('staking.unknown')
          )}
        </ExplorerLink>
      ),
    },
    { label: t('staking.detail.validatorId'), value: String(stakerId) },
    { label: t('staking.detail.delegationTime'), value: formatChainDate(d.createdTime, i18n.language) },
    {
      label: t('staking.detail.unlockDate'),
      value: locked ? formatChainDate(d.lockedUntil, i18n.language) : '-',
    },
  ];
  const undelegate = () => {
    // docs/staking.md#detail-messages: with fluid staking, rewards are claimed before undelegating
    if (d.isFluidStakingActive && d.pendingRewards > 0n) setNotice(MESSAGES.claimBeforeUndelegate);
    else {
      setNotice(null);
      open({ kind: 'undelegate' }, t('staking.detail.undelegate'));
    }
  };
  const canLockOrExtend = flags.canLock || flags.canExtendLock;
  const lockLabel = flags.canExtendLock ? t('staking.detail.extendLock') : t('staking.detail.lock');
  const claim = () => open({ kind: 'claim' }, t('staking.claimRewards'));
  // Allowance sent, repay not: say so (docs/staking.md#interrupted-repay) until the repay is sent or nothing
  // is outstanding.
  const interrupted = d.outstandingSftm > 0n ? interruptedRepay?.record : undefined;
  const validatorName = validator?.name ? chainLabel(validator.name, 'name') : t('staking.unknown');

  return (
    <Stack>
      <Card withBorder component="section" aria-labelledby="detail-title">
        <Stack>
          <Title order={2} size="h3" id="detail-title">
            {t('staking.detail.title', {
              name: validatorName,
              id: String(stakerId),
            })}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
            {fields.map((f) => (
              <div key={f.label}>
                <Text component="dt" size="sm" c="dimmed">
                  {f.label}
                </Text>
                <Text component="dd" m={0} fw={600} data-field={f.label}>
                  {f.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Group gap="xs">
            <Button disabled={!flags.canClaim} onClick={claim}>
              {t('staking.claimRewards')}
            </Button>
            <Button
              disabled={!flags.canClaim}
              onClick={() => open({ kind: 'restake' }, t('staking.claimRestake'))}
            >
              {t('staking.claimRestake')}
            </Button>
            <Button disabled={!flags.canUndelegate} onClick={undelegate}>
              {t('staking.detail.undelegate')}
            </Button>
            <Button disabled={!canLockOrExtend} onClick={() => open({ kind: 'lock' }, lockLabel)}>
              {lockLabel}
            </Button>
            {d.isFluidStakingActive && (
              <>
                <Button
                  disabled={!flags.canMintSftm}
                  onClick={() => open({ kind: 'mint' }, t('staking.detail.mintSftm'))}
                >
                  {t('staking.detail.mintSftm')}
                </Button>
                <Button
                  disabled={!flags.canRepaySftm}
                  onClick={() => open({ kind: 'repay' }, t('staking.detail.repaySftm'))}
                >
                  {t('staking.detail.repaySftm')}
                </Button>
              </>
            )}
          </Group>
          {notice && (
            <Alert
              color="yellow"
              role="alert"
              withCloseButton
              closeButtonLabel={t('common.dismiss')}
              onClose={() => setNotice(null)}
            >
              {notice}
            </Alert>
          )}
          {interrupted && (
            <Alert color="blue" role="status" data-testid="interrupted-repay">
              {t('staking.sftm.interrupted', { hash: interrupted.hash })}
            </Alert>
          )}
          {d.outstandingSftm > 0n && (
            <Alert color="yellow" role="alert">
              <Stack gap={4}>
                <Text size="sm">{MESSAGES.repayBeforeUndelegate}</Text>
                {!flags.canRepaySftm && sftm.data && <Text size="sm">{MESSAGES.cannotRepaySftm}</Text>}
              </Stack>
            </Alert>
          )}
          {d.isFluidStakingActive && locked && d.outstandingSftm === 0n && (
            <Alert color="blue" role="note">
              {t('staking.detail.fluidWarning')}
            </Alert>
          )}
          {!d.isFluidStakingActive && (
            <Text size="sm" c="dimmed">
              {t('staking.detail.fluidOff')}
            </Text>
          )}
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="advanced-title">
        <Group justify="space-between">
          <Title order={2} size="h4" id="advanced-title">
            {t('staking.detail.advanced')}
          </Title>
          <Button variant="default" onClick={claim}>
            {t('staking.claimRewards')}
          </Button>
        </Group>
      </Card>
      <UndelegationHistory
        rows={rows}
        onWithdraw={(row) =>
          open({ kind: 'withdraw', requestId: row.withdrawRequestId }, t('staking.history.withdraw'))
        }
      />
      <StakingDialog
        dialog={dialog}
        opened={opened}
        account={account}
        stakerId={stakerId}
        validatorName={validatorName}
        onClose={closeDialog}
      />
      <Group>
        <Button variant="default" onClick={() => navigate(`/staking/${address}`)}>
          {t('staking.backToList')}
        </Button>
      </Group>
    </Stack>
  );
}
