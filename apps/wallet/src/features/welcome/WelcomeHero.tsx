import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WalletActions } from '../wallets/index.ts';

/**
 * The top of the welcome page: its title, what fWallet is, and the three ways in, with the rest of the page as
 * children. The build pre-renders it alone into index.html (app/renderWelcomeScreen.tsx), so the first paint
 * carries only what is above the fold and the app's render adds the rest below it in place.
 */
export function WelcomeHero({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={1}>{t('welcome.title')}</Title>
          <Text size="lg" maw={640}>
            {t('welcome.subtitle')}
          </Text>
        </Stack>
        <WalletActions />
        {children}
      </Stack>
    </Container>
  );
}
