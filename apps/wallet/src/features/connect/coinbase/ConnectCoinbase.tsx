import { type Address, sameAddress, WalletError } from '@fantom-wallet/core';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getAddress, isAddress } from 'viem';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { useRuntimeConfig } from '../../../shared/network/useRuntimeConfig.ts';
import {
  type CoinbaseProvider,
  isUserRejection,
  loadCoinbaseProvider,
  toProviderError,
} from '../../../signers/index.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { ConnectActions } from '../ConnectActions.tsx';
import type { ConnectOptionProps } from '../ConnectOptionProps.ts';
import { ConnectProgress } from '../ConnectProgress.tsx';

/** The notice windows' width (docs/external-wallets.md#coinbase-wallet). */
export const NOTICE_WIDTH = 560;

type Notice = { kind: 'network' } | { kind: 'account'; address: Address };

/**
 * Connect Wallet → Coinbase Wallet (docs/external-wallets.md#coinbase-wallet): the SDK loads when this opens, so
 * the click on Connect opens Coinbase's window straight away. The first account is stored and its
 * account-history opens; on another chain a notice asks to select Fantom Opera (Settings > Active network); when
 * the current wallet is a Coinbase account other than the one connected, a notice asks to select it.
 */
export function ConnectCoinbase({ onBack, onClose, setTitle }: ConnectOptionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const [provider, setProvider] = useState<CoinbaseProvider | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const live = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening
  useEffect(() => {
    live.current = true;
    setTitle(t('coinbase.title'));
    loadCoinbaseProvider(useRuntimeConfig.getState().coinbase ?? {}, network.chainId)
      .then((loaded) => live.current && setProvider(loaded))
      .catch((failure: unknown) => live.current && setError(String(failure)));
    return () => {
      live.current = false;
    };
  }, []);

  const connect = async () => {
    if (!provider || busy) return;
    setBusy(true);
    setError(null);
    try {
      // Asked first thing in the click: the SDK opens its window before any await of ours.
      const accounts = await provider.request({ method: 'eth_requestAccounts' });
      const first = Array.isArray(accounts) ? accounts[0] : undefined;
      if (typeof first !== 'string' || !isAddress(first))
        throw new WalletError('COINBASE_NO_ACCOUNT', 'Coinbase Wallet gave no account.');
      const address = getAddress(first);
      const chainId = Number(await provider.request({ method: 'eth_chainId' }));
      if (!live.current) return;
      if (chainId !== network.chainId) return setNotice({ kind: 'network' });
      const { accounts: saved, activeIndex } = useAccountsStore.getState();
      const current = activeIndex === null ? undefined : saved[activeIndex];
      if (current?.type === 'coinbase' && !sameAddress(current.address, address))
        return setNotice({ kind: 'account', address: current.address });
      const store = useAccountsStore.getState();
      store.add({ type: 'coinbase', address });
      store.setActive(address);
      onClose();
      navigate(`/account/${address}`);
    } catch (failure) {
      if (!live.current) return;
      // A refusal, or Coinbase's window closed before answering (the SDK reports both as 4001).
      setError(
        isUserRejection(toProviderError(failure)) ? t('coinbase.rejected') : toProviderError(failure).message,
      );
    } finally {
      if (live.current) setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('coinbase.intro')}</Text>
      {!provider && !error && (
        <Group role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('coinbase.loading')}</Text>
        </Group>
      )}
      <ConnectProgress connecting={busy ? t('coinbase.connecting') : null} error={error} />
      <ConnectActions onBack={onBack}>
        <Button disabled={!provider} loading={busy} onClick={() => void connect()}>
          {t('coinbase.connect')}
        </Button>
      </ConnectActions>
      <Modal
        opened={notice !== null}
        onClose={() => setNotice(null)}
        title={t('coinbase.noticeTitle')}
        centered
        size={NOTICE_WIDTH}
        zIndex={400}
      >
        <Stack gap="sm">
          <Alert color="yellow" role="alert">
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {notice?.kind === 'network'
                ? t('coinbase.wrongNetwork')
                : notice
                  ? t('coinbase.wrongAccount', { address: notice.address })
                  : null}
            </Text>
            {notice?.kind === 'network' && <Text size="sm">{t('coinbase.wrongNetworkHint')}</Text>}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={() => setNotice(null)}>{t('coinbase.ok')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
