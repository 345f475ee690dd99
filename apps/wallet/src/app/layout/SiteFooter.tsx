import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBrandDiscord, IconBrandGithub, IconBrandTelegram, IconBrandX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const socialLinks = [
  { key: 'x', href: 'https://x.com/FantomFDN', Icon: IconBrandX },
  { key: 'discord', href: 'https://discord.gg/fantom', Icon: IconBrandDiscord },
  { key: 'telegram', href: 'https://t.me/Fantom_English', Icon: IconBrandTelegram },
  { key: 'github', href: 'https://github.com/Fantom-foundation', Icon: IconBrandGithub },
] as const;

/** Social links and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="center" py="xs">
      <Group
        gap="md"
        component="ul"
        aria-label={t('footer.social')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {socialLinks.map(({ key, href, Icon }) => (
          <li key={key}>
            <Anchor href={href} target="_blank" rel="noopener noreferrer" aria-label={t(`footer.${key}`)}>
              <Icon size={20} stroke={1.6} aria-hidden />
            </Anchor>
          </li>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Stack>
  );
}
