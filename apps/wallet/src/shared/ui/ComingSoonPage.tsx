import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A clear placeholder for areas that are not built yet, instead of a broken link. */
export function ComingSoonPage({
  area,
}: {
  area: 'staking' | 'fmint' | 'fswap' | 'funi' | 'governance' | 'send';
}) {
  const { t } = useTranslation();
  const name = t(`menu.${area}`, { defaultValue: t(`comingSoon.areas.${area}`) });
  return (
    <Stack align="center" py="xl" gap="md">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconHourglass size={32} />
      </ThemeIcon>
      <Title order={1}>{t('comingSoon.title', { area: name })}</Title>
      <Text ta="center" maw={480}>
        {t('comingSoon.text', { area: name })}
      </Text>
      <Button component={Link} to="/" variant="light">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
