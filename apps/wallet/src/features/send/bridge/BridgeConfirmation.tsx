import { BRIDGE_MESSAGES, bridgeReceived, sameAddress, toDecimalString } from '@fantom-wallet/core';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
import { Amount } from '../../../shared/ui/Amount.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useBridgeRequestsStore } from '../../../storage/bridgeRequests/useBridgeRequestsStore.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { planSend } from '../planSend.ts';
import { presentSendStep } from '../presentSendStep.tsx';
import type { BridgeDraft, SendDraft } from '../SendDraft.ts';
import { SendStepConfirmation } from '../SendStepConfirmation.tsx';
import type { BridgeClient } from './bridgeClient.ts';
import { farBalanceQuery, useBridgeAccess } from './useBridge.ts';

/**
 * The confirmation of a bridge send (docs/bridge.md#how-a-bridge-send-works): opens one swap when it opens, then
 * sends the amount to the swap's deposit address through the shared pipeline. The pending request is saved
 * before signing and gets its hash once sent.
 */
export function BridgeConfirmation(props: BridgeConfirmationProps) {
  const { t } = useTranslation();
  const access = useBridgeAccess();
  if (access.kind !== 'ready')
    return (
      <Alert color="red" role="alert">
        <Stack>
          <Text>{access.message}</Text>
          <Button variant="default" onClick={props.onBack}>
            {t('send.bridge.back')}
          </Button>
        </Stack>
      </Alert>
    );
  return <ReadyConfirmation {...props} client={access.client} />;
}

interface BridgeConfirmationProps {
  account: Account;
  draft: SendDraft;
  bridge: BridgeDraft;
  onBack: () => void;
  onSubmitted: (uuid: string) => void;
  /** The signer refused: the reject message (the request saved before signing is removed). */
  onRejected: () => void;
}

function ReadyConfirmation({
  account,
  draft,
  bridge,
  client,
  onBack,
  onSubmitted,
  onRejected,
}: BridgeConfirmationProps & { client: BridgeClient }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const direction = draft.direction === 'OperaToBinance' ? 'OperaToBinance' : 'OperaToEthereum';
  // One swap per form submission: the session is the key, so a second render never opens a second swap.
  const swap = useQuery({
    queryKey: queryKeys.bridgeSwap(bridge.session),
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
  const farBalance = useQuery(
    farBalanceQuery(client, { direction, tokenUuid: bridge.tokenUuid, farAddress: bridge.farAddress }),
  );
  const deposit = swap.data?.depositAddress;
  const steps = useMemo(() => (deposit ? planSend(draft, { deposit }) : null), [deposit, draft]);

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
  if (!swap.data || !steps)
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('send.bridge.openingSwap')} />
      </Center>
    );
  const { uuid, depositAddress } = swap.data;
  const farBalanceShown =
    farBalance.data === undefined ? (
      farBalance.isError ? (
        farBalance.error.message
      ) : (
        '…'
      )
    ) : (
      <Amount value={farBalance.data} decimals={bridge.decimals} symbol={bridge.symbol} />
    );

  // The pending request is saved before signing, and forgotten when nothing reached the chain (no record of a
  // transaction to the deposit address), so there is nothing to finish.
  const guard = {
    before: () => {
      const saved = useBridgeRequestsStore.getState().save({
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
    },
    notSent: () => {
      const sent = useSentTransactionsStore
        .getState()
        .transactionsOf(account.address)
        .some((tx) => sameAddress(tx.to, depositAddress));
      if (!sent) useBridgeRequestsStore.getState().remove(uuid);
    },
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
      <SendStepConfirmation
        account={account}
        steps={steps}
        present={presentSendStep({ t, account, farBalance: farBalanceShown })}
        guard={guard}
        onCancel={onBack}
        onSent={(hash) => {
          useBridgeRequestsStore.getState().update(uuid, { hash });
          onSubmitted(uuid);
        }}
        onRejected={onRejected}
      />
    </Stack>
  );
}
