import { Alert, Center, Loader, Modal, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useFmintData, useRefreshFmint } from '../data/useFmintData.ts';
import { FmintWindowFlow } from '../flows/FmintWindowFlow.tsx';
import { AssetsTab } from './AssetsTab.tsx';
import type { FmintAction } from './FmintAction.ts';
import { OverviewTab } from './OverviewTab.tsx';
import { PositionsTab } from './PositionsTab.tsx';

function windowTitle(t: (key: string) => string, action: FmintAction): string {
  if (action.kind === 'rewards')
    return action.action === 'claim' ? t('fmint.rewards.claim') : t('fmint.rewards.push');
  const titles: Record<string, string> = {
    lock: t('fmint.lock.title'),
    unlock: t('fmint.unlock.title'),
    mint: t('fmint.mint.title'),
    repay: t('fmint.repay.title'),
  };
  return titles[action.mode] ?? t('fmint.title');
}

/** The fMint overview (docs/fmint.md#overview): four tabs; its actions open in a window. */
export function FmintOverview({ account }: { account: Account }) {
  const { t } = useTranslation();
  const data = useFmintData(account.address as `0x${string}`);
  const refresh = useRefreshFmint();
  const [open, setOpen] = useState<{ action: FmintAction; key: number } | null>(null);
  const [opened, setOpened] = useState(false);
  const show = (action: FmintAction) => {
    setOpen({ action, key: Date.now() });
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    refresh();
  };
  if (data.isPending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('fmint.loading')} />
      </Center>
    );
  }
  if (data.isError && !data.data) {
    return (
      <Alert color="red" role="alert" title={t('fmint.errorTitle')}>
        {errorMessage(data.error, t)}
      </Alert>
    );
  }
  const d = data.data;
  return (
    <>
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('fmint.tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="collateral">{t('fmint.tabs.collateral')}</Tabs.Tab>
          <Tabs.Tab value="synths">{t('fmint.tabs.synths')}</Tabs.Tab>
          <Tabs.Tab value="assets">{t('fmint.tabs.assets')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab data={d} onOpen={show} />
        </Tabs.Panel>
        <Tabs.Panel value="collateral" pt="md">
          <PositionsTab data={d} kind="collateral" />
        </Tabs.Panel>
        <Tabs.Panel value="synths" pt="md">
          <PositionsTab data={d} kind="debt" />
        </Tabs.Panel>
        <Tabs.Panel value="assets" pt="md">
          <AssetsTab data={d} address={account.address} onOpen={show} />
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={opened && open !== null}
        onClose={close}
        closeOnClickOutside={false}
        size="lg"
        title={open ? windowTitle(t, open.action) : ''}
        closeButtonProps={{ 'aria-label': t('fmint.closeWindow') }}
      >
        {open && (
          <FmintWindowFlow key={open.key} account={account} data={d} action={open.action} onClose={close} />
        )}
      </Modal>
    </>
  );
}
