import { BRIDGE_MESSAGES, bridgeReceived, toDecimalString } from '@fantom-wallet/core';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { Amount } from '../../../shared/ui/Amount.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useBridgeRequestsStore } from '../../../storage/bridgeRequests/useBridgeRequestsStore.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { TransactionConfirmation, useSendTransaction } from '../../transactions/index.ts';
import { NamedAddress } from '../NamedAddress.tsx';
import type { BridgeDraft, SendDraft } from '../SendDraft.ts';
import { sendCall } from '../sendCall.ts';
import type { BridgeClient } from './bridgeClient.ts';
import { useBridgeAccess } from './useBridge.ts';

/**
 * The confirmation of a bridge send (docs/bridge.md#how-a-bridge-send-works): opens one swap when it opens, then
 * sends the amount to the swap's deposit address through the shared pipeline. The pending request is saved
 * before signing and gets its hash once sent.
 */
export function BridgeConfirmation({
  account,
  draft,
  bridge,
  onBack,
  onSubmitted,
  onRejected,
}: {
  account: Account;
  draft: SendDraft;
  bridge: BridgeDraft;
  onBack: () => void;
  onSubmitted: (uuid: string) => void;
  /** The signer refused: the reject message (the request saved before signing is removed). */
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const access = useBridgeAccess();
  if (access.kind !== 'ready')
    return (
      <Alert color="red" role="alert">
        <Stack>
          <Text>{access.message}</Text>
          <Button variant="default" onClick={onBack}>
            {t('send.bridge.back')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <ReadyConfirmation
      account={account}
      draft={draft}
      bridge={bridge}
      client={access.client}
      onBack={onBack}
      onSubmitted={onSubmitted}
      onRejected={onRejected}
    />
  );
}

function ReadyConfirmation({
  account,
  draft,
  bridge,
  client,
  onBack,
  onSubmitted,
  onRejected,
}: {
  account: Account;
  draft: SendDraft;
  bridge: BridgeDraft;
  client: BridgeClient;
  onBack: () => void;
  onSubmitted: (uuid: string) => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const direction = draft.direction === 'OperaToBinance' ? 'OperaToBinance' : 'OperaToEthereum';
  // One swap per form submission: the session is the key, so a second render never opens a second swap.
  const swap = useQuery({
    queryKey: ['bridge', 'swap', bridge.session],
    queryFn: () =>
      client.swap({
        direction,
        tokenUuid: bridge.tokenUuid,
        ethAddress: direction === 'OperaToEthereum' ? bridge.farAddress : '',
        bnbAddress: direction === 'OperaToBinance' ? bridge.farAddress : '',
        operaAddress: account.address,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const farBalance = useQuery({
    queryKey: ['bridge', 'farBalance', direction, bridge.tokenUuid, bridge.farAddress],
    queryFn: async () =>
      direction === 'OperaToEthereum'
        ? client.ethBalance(bridge.farAddress, bridge.tokenUuid)
        : (await client.bnbBalances(bridge.farAddress, bridge.tokenUuid)).balance,
    retry: false,
  });
  const send = useSendTransaction(
    account,
    { id: 'send' },
    draft.token ? `erc20:${draft.token.symbol}` : 'ftm',
  );
  const deposit = swap.data?.depositAddress;
  const call = useMemo(
    () =>
      deposit ? sendCall({ token: draft.token, recipient: deposit, amount: draft.amount, memo: '' }) : null,
    [deposit, draft.token, draft.amount],
  );

  if (swap.isError)
    return (
      <Alert color="red" role="alert" title={t('send.bridge.swapFailed')}>
        <Stack>
          <Text>{swap.error.message}</Text>
          <Button variant="default" onClick={onBack}>
            {t('send.bridge.back')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!swap.data)
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('send.bridge.openingSwap')} />
      </Center>
    );
  const { uuid, depositAddress } = swap.data;
  const chain = t(`send.bridge.chains.${direction}`);
  const rows = [
    {
      label: t('send.sendTo'),
      value: (
        <>
          <Text span ff="monospace" size="sm" display="block">
            {depositAddress}
          </Text>
          <Text span size="sm" display="block">
            {t('send.bridge.farRecipient', { chain })}{' '}
            <Text span ff="monospace" size="sm">
              {bridge.farAddress}
            </Text>
          </Text>
          <Text span size="sm" c="dimmed" data-testid="bridge-far-balance">
            {t('send.bridge.farBalance')}{' '}
            {farBalance.data === undefined ? (
              farBalance.isError ? (
                farBalance.error.message
              ) : (
                '…'
              )
            ) : (
              <Amount value={farBalance.data} decimals={bridge.decimals} symbol={bridge.symbol} />
            )}
          </Text>
        </>
      ),
    },
    {
      label: t('send.sendFrom'),
      value: <NamedAddress name={account.name} address={account.address} />,
    },
    {
      label: t('send.amountRow'),
      value: <Amount value={draft.amount} decimals={bridge.decimals} symbol={bridge.symbol} fw={600} />,
    },
    ...(draft.memo.trim() ? [{ label: t('send.memoRow'), value: draft.memo.trim() }] : []),
  ];

  const confirm = async (prepared: Parameters<typeof send>[0], password: string | undefined) => {
    const requests = useBridgeRequestsStore.getState();
    const saved = requests.save({
      uuid,
      direction,
      tokenUuid: bridge.tokenUuid,
      symbol: bridge.symbol,
      decimals: bridge.decimals,
      amount: draft.amount.toString(),
      fee: bridge.fee.toString(),
      memo: draft.memo.trim(),
      farAddress: bridge.farAddress,
      from: account.address,
      depositAddress,
      chainId: network.chainId,
      createdAt: Date.now(),
      state: 'pending',
    });
    if (!saved) throw new Error(t('send.bridge.notSaved'));
    let hash: `0x${string}`;
    try {
      hash = await send(prepared, password);
    } catch (error) {
      // Nothing reached the chain (no record to the deposit address): there is no request to finish.
      const sent = useSentTransactionsStore
        .getState()
        .transactionsOf(account.address)
        .some((tx) => tx.to.toLowerCase() === depositAddress.toLowerCase());
      if (!sent) requests.remove(uuid);
      throw error;
    }
    useBridgeRequestsStore.getState().update(uuid, { hash });
    onSubmitted(uuid);
  };

  return (
    <Stack>
      <Alert color="blue" role="note" data-testid="bridge-fee-notice">
        <Text size="sm">
          {BRIDGE_MESSAGES.feeNotice(toDecimalString(bridge.fee, bridge.decimals), bridge.symbol)}
        </Text>
        <Text size="sm" fw={600}>
          {BRIDGE_MESSAGES.youWillReceive(
            toDecimalString(bridgeReceived(draft.amount, bridge.fee), bridge.decimals),
            bridge.symbol,
          )}
        </Text>
      </Alert>
      <TransactionConfirmation
        account={account}
        call={call}
        rows={rows}
        gasPrice={draft.gasPrice}
        gasLimit={draft.gasLimit}
        submitLabel={t('send.send')}
        onCancel={onBack}
        onRejected={onRejected}
        onConfirm={confirm}
      />
    </Stack>
  );
}
