import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The logo and the app's name in the header, linking home (also in the pre-rendered welcome screen). */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" underline="never" aria-label={t('menu.logo')}>
      <Group gap="xs" wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={700} size="lg" c="var(--mantine-color-text)">
          {t('app.name')}
        </Text>
      </Group>
    </Anchor>
  );
}
