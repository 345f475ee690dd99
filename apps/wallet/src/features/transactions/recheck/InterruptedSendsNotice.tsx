import { shortenAddress } from '@fantom-wallet/core';
import { Affix, Group, Notification, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExplorerLink } from '../../../shared/ui/ExplorerLink.tsx';
import { useInterruptedSends } from './useInterruptedSends.ts';

/**
 * On return after the page was closed (or reloaded) while a transaction was on its way: what became of each
 * one, on every screen until dismissed. Records still pending stay listed on their wallet's history page too.
 */
export function InterruptedSendsNotice() {
  const { t } = useTranslation();
  const sends = useInterruptedSends((s) => s.sends);
  const dismiss = useInterruptedSends((s) => s.dismiss);
  if (sends.length === 0) return null;
  return (
    <Affix position={{ bottom: 80, right: 16 }} zIndex={300}>
      <Notification
        title={t('interruptedSends.title')}
        onClose={dismiss}
        closeButtonProps={{ 'aria-label': t('common.dismiss') }}
        color="yellow"
        role="status"
        aria-live="polite"
        maw={420}
      >
        <Stack gap={4}>
          <Text size="sm">{t('interruptedSends.intro', { count: sends.length })}</Text>
          {sends.map((send) => (
            <Group key={send.hash} gap="xs" wrap="nowrap">
              <Text span size="sm" fw={600}>
                {t(`interruptedSends.state.${send.state}`)}
              </Text>
              <Text span size="sm" ff="monospace">
                <ExplorerLink kind="tx" id={send.hash} label={send.hash}>
                  {shortenAddress(send.hash)}
                </ExplorerLink>
              </Text>
              <Text span size="sm" c="dimmed">
                {t('interruptedSends.from', { address: shortenAddress(send.address) })}
              </Text>
            </Group>
          ))}
        </Stack>
      </Notification>
    </Affix>
  );
}
