import { Accordion, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const platforms = ['windows', 'macos', 'linux', 'ios', 'android'] as const;

/** How to install the PWA on each platform. */
export function InstallInstructions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="install-title">
      <Title order={2} size="h3" id="install-title" mb="xs">
        {t('welcome.install.title')}
      </Title>
      <Text mb="sm">{t('welcome.install.intro')}</Text>
      <Accordion variant="separated">
        {platforms.map((p) => (
          <Accordion.Item key={p} value={p}>
            <Accordion.Control>{t(`welcome.install.${p}`)}</Accordion.Control>
            <Accordion.Panel>{t(`welcome.install.${p}Text`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
