import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstCommit } from './useAfterFirstCommit.ts';

/**
 * Copy popover hide times (docs/account.md#copy-hints): 1600 ms, 3100 ms in settings and the account view.
 */
export const COPY_HINT_MS = 1600;
export const COPY_HINT_LONG_MS = 3100;

/** Copies an address and shows the warning hint of docs/account.md#copy-hints for a moment. */
export function CopyAddressButton({
  address,
  hideAfterMs = COPY_HINT_MS,
}: {
  address: string;
  hideAfterMs?: number;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const popover = useAfterFirstCommit();
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(false), hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [shown, hideAfterMs]);

  const copy = () => {
    setShown(true);
    // The clipboard can be refused (permissions, insecure context) or wait for a permission prompt: never block
    // the hint on it.
    void navigator.clipboard?.writeText(address).catch(() => undefined);
  };

  const button = (
    <ActionIcon variant="subtle" onClick={copy} aria-label={t('address.copy')} title={t('address.copy')}>
      <IconCopy size={18} aria-hidden />
    </ActionIcon>
  );
  if (!popover) return button;
  return (
    <Popover opened={shown} onChange={setShown} width={300} position="bottom" withArrow shadow="md">
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown role="status">
        <Text size="sm">{t('address.copied')}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
