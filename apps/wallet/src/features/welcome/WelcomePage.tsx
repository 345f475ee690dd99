import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function WelcomePage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="lg">
        <Title order={1} ta="center">
          {t('welcome.title')}
        </Title>
        <Text ta="center" size="lg">
          {t('welcome.subtitle')}
        </Text>
        <Group justify="center">
          <Button size="md">{t('welcome.createWallet')}</Button>
          <Button size="md" variant="light">
            {t('welcome.restoreWallet')}
          </Button>
          <Button size="md" variant="outline">
            {t('welcome.connectWallet')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
