import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTask } from '../../../shared/useTask.ts';
import type { ConfirmationRequest } from '../../../signers/index.ts';

/**
 * What the confirmation shows for an account of an external wallet (injected, WalletConnect, Coinbase)
 * (docs/external-wallets.md#confirmation): 'Confirm in {wallet}' once it is connected, on the active network's
 * chain and on the account; else the wallet type's notice, with a button that asks the wallet to connect or to
 * switch chain (the account can only be changed in the wallet). The confirmation re-asks after each change.
 */
export function ExternalWalletPrompt({
  request,
  onResolve,
}: {
  request: Extract<ConfirmationRequest, { kind: 'external' }>;
  /** Asks the wallet to clear the block; rejects with its refusal. Absent: the wallet cannot be asked. */
  onResolve?: (() => Promise<void>) | undefined;
}) {
  const { t } = useTranslation();
  const { busy, error, attempt } = useTask();
  const { blocked, wallet, walletType } = request;

  if (!blocked)
    return (
      <Alert color="blue" role="status">
        {t('connect.external.confirm', { wallet })}
      </Alert>
    );

  const resolve = async () => {
    if (onResolve && !busy) await attempt(onResolve);
  };

  const notice =
    blocked.reason === 'disconnected'
      ? t('connect.external.disconnected', { wallet })
      : blocked.reason === 'chain'
        ? t(`connect.external.${walletType}.chain`)
        : t(`connect.external.${walletType}.account`, { address: blocked.address });
  const action =
    blocked.reason === 'disconnected'
      ? t('connect.external.connectButton', { wallet })
      : blocked.reason === 'chain'
        ? t('connect.external.switchButton', { wallet })
        : undefined;

  return (
    <Alert color="yellow" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {notice}
        </Text>
        {action && onResolve && (
          <Button size="xs" variant="default" loading={busy} onClick={resolve}>
            {action}
          </Button>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
