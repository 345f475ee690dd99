import { Alert, Button, Group, NumberInput, Popover, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { InjectedWallet } from '../../../signers/index.ts';
import { addChainParameters, lazyInjectedWallets } from '../../../signers/index.ts';
import { PENDING_POPOVER_MS } from '../injected/requestInjectedAccount.ts';
import { askWallet, type WalletAnswer } from './askWallet.ts';
import { checkWatchAsset, type WatchAssetForm } from './checkWatchAsset.ts';

/** A message shown over a button for a while: the outcome of the request the button started. */
function useTimedMessage(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), PENDING_POPOVER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

function WithPopover({ message, children }: { message: string | null; children: ReactNode }) {
  return (
    <Popover opened={message !== null} position="top" withArrow>
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown role="status">
        <Text size="sm">{message}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Settings → browser-extension wallet (docs/external-wallets.md#settings): add the active network to the wallet,
 * and watch an ERC-20 asset in it. Each button is busy while its request is open; the outcome shows in a popover
 * ('{chain name} was added to Metamask', 'Asset {symbol} was added to Metamask', 'Request already pending').
 */
export function InjectedSettings() {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const [wallet, setWallet] = useState<InjectedWallet | null | undefined>(undefined);
  const [busy, setBusy] = useState<'network' | 'asset' | null>(null);
  const [networkMessage, setNetworkMessage] = useTimedMessage();
  const [assetMessage, setAssetMessage] = useTimedMessage();
  const [form, setForm] = useState<WatchAssetForm>({ address: '', symbol: '', decimals: '18' });
  const [errors, setErrors] = useState<Partial<Record<keyof WatchAssetForm, string>>>({});
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    void lazyInjectedWallets()
      .then((found) => live.current && setWallet(found[0] ?? null))
      .catch(() => live.current && setWallet(null));
    return () => {
      live.current = false;
    };
  }, []);

  const outcome = (answer: WalletAnswer, done: string): string | null =>
    answer.kind === 'done'
      ? done
      : answer.kind === 'pending'
        ? t('connect.requestPending')
        : answer.kind === 'error'
          ? answer.message
          : null;

  const addNetwork = async () => {
    if (!wallet || busy) return;
    setBusy('network');
    const answer = await askWallet(wallet.provider, 'wallet_addEthereumChain', [addChainParameters(network)]);
    if (!live.current) return;
    setBusy(null);
    setNetworkMessage(outcome(answer, t('connect.settings.networkAdded', { chain: network.chainName })));
  };

  const watchAsset = async (event: FormEvent) => {
    event.preventDefault();
    if (!wallet || busy) return;
    const checked = checkWatchAsset(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy('asset');
    const answer = await askWallet(wallet.provider, 'wallet_watchAsset', checked.params);
    if (!live.current) return;
    setBusy(null);
    // A wallet may answer false: the user dismissed it.
    const added = answer.kind === 'done' && answer.result === false ? { kind: 'rejected' as const } : answer;
    setAssetMessage(
      outcome(added, t('connect.settings.assetAdded', { symbol: checked.params.options.symbol })),
    );
  };

  const field = (name: keyof WatchAssetForm) => ({
    value: form[name],
    error: errors[name],
    errorProps: { role: 'alert' },
    onChange: (value: string) => {
      setForm((f) => ({ ...f, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  const address = field('address');
  const symbol = field('symbol');
  const decimals = field('decimals');

  if (wallet === undefined) return <Text size="sm">{t('connect.loading')}</Text>;
  return (
    <Stack gap="md">
      {wallet === null && (
        <Alert color="yellow" role="status">
          {t('connect.settings.notInstalled')}
        </Alert>
      )}
      <Group>
        <WithPopover message={networkMessage}>
          <Button variant="default" disabled={!wallet} loading={busy === 'network'} onClick={addNetwork}>
            {t('connect.settings.addNetwork', { chain: network.chainName })}
          </Button>
        </WithPopover>
      </Group>
      <form onSubmit={watchAsset} noValidate aria-labelledby="watch-asset-title">
        <Stack gap="sm">
          <Title order={3} size="h5" id="watch-asset-title">
            {t('connect.settings.watchTitle')}
          </Title>
          <TextInput
            label={t('connect.settings.tokenAddress')}
            value={address.value}
            error={address.error}
            errorProps={address.errorProps}
            onChange={(e) => address.onChange(e.currentTarget.value)}
            maxLength={100}
            ff="monospace"
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('connect.settings.symbol')}
              value={symbol.value}
              error={symbol.error}
              errorProps={symbol.errorProps}
              onChange={(e) => symbol.onChange(e.currentTarget.value)}
              maxLength={50}
            />
            <NumberInput
              label={t('connect.settings.decimals')}
              value={decimals.value}
              error={decimals.error}
              errorProps={decimals.errorProps}
              onChange={(value) => decimals.onChange(String(value))}
              min={1}
              step={1}
              allowDecimal={false}
              allowNegative={false}
            />
          </Group>
          <Group>
            <WithPopover message={assetMessage}>
              <Button type="submit" variant="default" disabled={!wallet} loading={busy === 'asset'}>
                {t('connect.settings.watch')}
              </Button>
            </WithPopover>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
