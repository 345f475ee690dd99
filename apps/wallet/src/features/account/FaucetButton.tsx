import { Button, Popover, Text } from '@mantine/core';
import { IconDroplet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../shared/queryKeys.ts';
import { useAfterFirstCommit } from '../../shared/ui/useAfterFirstCommit.ts';

/** 'Get test FTM' from the local devnet's faucet; shown only on a network that has one. */
export function FaucetButton({ address }: { address: string }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: boolean }>({
    busy: false,
    message: null,
    error: false,
  });
  const popover = useAfterFirstCommit();
  if (!network.faucetUrl) return null;
  const faucetUrl = network.faucetUrl;

  const request = async () => {
    setState({ busy: true, message: null, error: false });
    try {
      const response = await fetch(faucetUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
      setState({ busy: false, message: t('faucet.sent'), error: false });
      await queryClient.invalidateQueries({ queryKey: queryKeys.walletBalancesOf(network.id) });
    } catch (e) {
      setState({
        busy: false,
        message: t('faucet.failed', { reason: e instanceof Error ? e.message : String(e) }),
        error: true,
      });
    }
  };

  const button = (
    <Button
      variant="light"
      leftSection={<IconDroplet size={16} aria-hidden />}
      loading={state.busy}
      onClick={() => void request()}
    >
      {t('faucet.button')}
    </Button>
  );
  if (!popover) return button;
  return (
    <Popover
      opened={state.message !== null}
      onChange={(o) => !o && setState((s) => ({ ...s, message: null }))}
      withArrow
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown role={state.error ? 'alert' : 'status'}>
        <Text size="sm" {...(state.error ? { c: 'red' } : {})}>
          {state.message}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
