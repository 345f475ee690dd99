import { Anchor, AppShell, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 60 }} footer={{ height: 48 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Anchor component={Link} to="/" underline="never" aria-label={t('app.name')}>
            <Group gap="xs">
              <img src="/favicon.svg" alt="" width={32} height={32} />
              <Text fw={700} size="lg" c="var(--mantine-color-text)">
                {t('app.name')}
              </Text>
            </Group>
          </Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main">
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <Group h="100%" px="md" justify="center">
          <Text size="sm" c="dimmed">
            {t('app.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
