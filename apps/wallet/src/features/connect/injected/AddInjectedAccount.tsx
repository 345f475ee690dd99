import type { Address } from '@fantom-wallet/core';
import { sameAddress } from '@fantom-wallet/core';
import { Alert, Button, Group, Image, Loader, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InjectedWallet } from '../../../signers/index.ts';
import { lazyInjectedWallets } from '../../../signers/index.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { ConnectActions } from '../ConnectActions.tsx';
import type { ConnectOptionProps } from '../ConnectOptionProps.ts';
import { ConnectProgress } from '../ConnectProgress.tsx';
import { PENDING_POPOVER_MS, requestInjectedAccount } from './requestInjectedAccount.ts';

/** Where 'Install' leads when no browser wallet is found. */
export const INJECTED_INSTALL_URL = 'https://metamask.io/download/';

type Phase =
  | { kind: 'discovering' }
  | { kind: 'none' }
  | { kind: 'choose'; wallets: InjectedWallet[] }
  | { kind: 'connect'; wallet: InjectedWallet; wallets: InjectedWallet[] }
  | { kind: 'picker'; wallet: InjectedWallet; address: Address };

/**
 * Connect Wallet → Metamask (docs/external-wallets.md#injected): finds the browser wallets; none → the Add Metamask
 * Account picker with an empty address, 'Metamask is not installed.' and Install; several → the user picks one
 * by name and icon; then it asks the wallet for its accounts and shows the first: already listed → the spec's
 * message and Ok, else Add Account, which saves it (with the wallet's rdns) and opens its account-history.
 */
export function AddInjectedAccount({ onBack, onClose, setTitle }: ConnectOptionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accounts = useAccountsStore((s) => s.accounts);
  const add = useAccountsStore((s) => s.add);
  const [phase, setPhase] = useState<Phase>({ kind: 'discovering' });
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const connect = async (wallet: InjectedWallet, wallets: InjectedWallet[]) => {
    setPhase({ kind: 'connect', wallet, wallets });
    setBusy(true);
    setError(null);
    const answer = await requestInjectedAccount(wallet.provider);
    if (!live.current) return;
    setBusy(false);
    if (answer.kind === 'account') setPhase({ kind: 'picker', wallet, address: answer.address });
    else if (answer.kind === 'pending') setPending(true);
    else if (answer.kind === 'error') setError(answer.message);
  };

  // Discovery once, on open; a single wallet is asked at once (the user chose Metamask a click ago).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening
  useEffect(() => {
    setTitle(t('connect.injected.pickerTitle'));
    void lazyInjectedWallets()
      .then((wallets) => {
        if (!live.current) return;
        const [only] = wallets;
        if (!only) setPhase({ kind: 'none' });
        else if (wallets.length === 1) void connect(only, wallets);
        else setPhase({ kind: 'choose', wallets });
      })
      .catch(() => live.current && setPhase({ kind: 'none' }));
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPending(false), PENDING_POPOVER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (phase.kind === 'discovering')
    return (
      <Group justify="center" role="status" py="md">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('connect.loading')}</Text>
      </Group>
    );

  if (phase.kind === 'choose')
    return (
      <Stack gap="xs">
        <Text size="sm">{t('connect.chooseWallet')}</Text>
        {phase.wallets.map((wallet) => (
          <Button
            key={wallet.rdns ?? 'legacy'}
            variant="default"
            justify="flex-start"
            leftSection={
              wallet.icon ? <Image src={wallet.icon} alt="" w={20} h={20} /> : <span style={{ width: 20 }} />
            }
            onClick={() => void connect(wallet, phase.wallets)}
          >
            {wallet.name}
          </Button>
        ))}
        <Group>
          <Button variant="subtle" onClick={onBack}>
            {t('transactions.back')}
          </Button>
        </Group>
      </Stack>
    );

  if (phase.kind === 'connect')
    return (
      <Stack gap="sm">
        <ConnectProgress
          connecting={busy ? t('connect.connecting', { wallet: phase.wallet.name }) : null}
          error={error}
        />
        <ConnectActions
          onBack={() =>
            phase.wallets.length > 1 ? setPhase({ kind: 'choose', wallets: phase.wallets }) : onBack()
          }
        >
          <Popover opened={pending} position="top" withArrow>
            <Popover.Target>
              <Button loading={busy} onClick={() => void connect(phase.wallet, phase.wallets)}>
                {t('connect.external.connectButton', { wallet: phase.wallet.name })}
              </Button>
            </Popover.Target>
            <Popover.Dropdown role="status">
              <Text size="sm">{t('connect.requestPending')}</Text>
            </Popover.Dropdown>
          </Popover>
        </ConnectActions>
      </Stack>
    );

  const address = phase.kind === 'picker' ? phase.address : '';
  const listed = phase.kind === 'picker' && accounts.some((a) => sameAddress(a.address, phase.address));
  return (
    <Stack gap="sm">
      <TextInput
        label={t('connect.injected.address')}
        value={address}
        readOnly
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      {phase.kind === 'none' && (
        <>
          <Alert color="yellow" role="alert">
            {t('connect.injected.notInstalled')}
          </Alert>
          <ConnectActions onBack={onBack}>
            <Button component="a" href={INJECTED_INSTALL_URL} target="_blank" rel="noopener noreferrer">
              {t('connect.injected.install')}
            </Button>
          </ConnectActions>
        </>
      )}
      {phase.kind === 'picker' && listed && (
        <>
          <Alert color="yellow" role="alert">
            {t('connect.injected.alreadyListed', { address: phase.address })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('connect.injected.ok')}</Button>
          </Group>
        </>
      )}
      {phase.kind === 'picker' && !listed && (
        <ConnectActions onBack={onBack}>
          <Button
            onClick={() => {
              add({
                type: 'injected',
                address: phase.address,
                ...(phase.wallet.rdns ? { rdns: phase.wallet.rdns } : {}),
              });
              onClose();
              navigate(`/account/${phase.address}`);
            }}
          >
            {t('connect.injected.add')}
          </Button>
        </ConnectActions>
      )}
    </Stack>
  );
}
