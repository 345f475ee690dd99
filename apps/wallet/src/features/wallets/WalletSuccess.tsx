import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The last step of a wallet flow (create, restore): the new wallet's address and Open wallet. `intro` stands above
 * the address and `children` (warnings about the wallet) below it.
 */
export function WalletSuccess({
  title,
  intro,
  address,
  onOpen,
  children,
}: {
  title: string;
  intro?: ReactNode;
  address: string;
  onOpen: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center">
      <IconCircleCheck size={56} color="var(--mantine-color-green-6)" aria-hidden />
      <Title order={3}>{title}</Title>
      {intro}
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
        {address}
      </Text>
      {children}
      <Button onClick={onOpen}>{t('wallets.openWallet')}</Button>
    </Stack>
  );
}
