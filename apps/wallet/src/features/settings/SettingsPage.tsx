import { validateSlippageReserve, validateSlippageTolerance } from '@fantom-wallet/core';
import {
  Alert,
  Anchor,
  Card,
  Container,
  List,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import { InjectedSettings } from '../connect/index.ts';
import { NetworkSettings } from './NetworkSettings.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/** Settings (docs/settings.md): fWallet, fUNI, network, browser-extension integration and links. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const s = useSettingsStore();
  const [languageAlert, setLanguageAlert] = useState(false);
  const [slippage, setSlippage] = useState(s.swapSlippageTolerance);
  const [reserve, setReserve] = useState(s.defiSlippageReserve);
  const slippageResult = validateSlippageTolerance(slippage);
  const reserveResult = validateSlippageReserve(reserve);

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('settings.title')}</Title>
        <Section id="settings-fwallet" title={t('settings.fwallet')}>
          <Select
            label={t('settings.currency')}
            data={['USD', 'EUR']}
            value={s.currency}
            onChange={(v) => v && s.setCurrency(v as 'USD' | 'EUR')}
            allowDeselect={false}
          />
          <Select
            label={t('settings.fractionDigits')}
            data={['1', '2', '3', '4', '5', '6']}
            value={String(s.fractionDigits)}
            onChange={(v) => v && s.setFractionDigits(Number(v))}
            allowDeselect={false}
          />
          <Select
            label={t('settings.language')}
            data={[
              { value: 'en-US', label: 'English (en-US)' },
              { value: 'de-DE', label: 'Deutsch' },
              { value: 'es-ES', label: 'Español' },
              { value: 'zh-CN', label: '中文' },
            ]}
            value={s.language}
            onChange={(v) => {
              // Only en-US exists (docs/settings.md#language): another choice explains that instead of
              // switching.
              if (v && v !== 'en-US') setLanguageAlert(true);
            }}
            allowDeselect={false}
          />
          {languageAlert && (
            <Alert
              color="orange"
              role="alert"
              withCloseButton
              onClose={() => setLanguageAlert(false)}
              closeButtonLabel={t('common.dismiss')}
            >
              {t('settings.languageNotImplemented')}
            </Alert>
          )}
          <Switch
            label={t('settings.darkMode')}
            checked={s.darkMode}
            disabled={s.autoDarkMode}
            description={s.autoDarkMode ? t('settings.darkModeAuto') : undefined}
            onChange={(e) => s.setDarkMode(e.currentTarget.checked)}
          />
          <Switch
            label={t('settings.autoDarkMode')}
            checked={s.autoDarkMode}
            onChange={(e) => s.setAutoDarkMode(e.currentTarget.checked)}
          />
          <Switch
            label={t('settings.rtl')}
            checked={s.rtl}
            onChange={(e) => s.setRtl(e.currentTarget.checked)}
          />
        </Section>
        <Section id="settings-funi" title={t('settings.funi')}>
          <TextInput
            label={t('settings.slippageTolerance')}
            description={t('settings.slippageToleranceHint')}
            value={slippage}
            inputMode="decimal"
            rightSection={<Text size="sm">%</Text>}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSlippage(value);
              // Applied only when valid (docs/settings.md#slippage).
              if (validateSlippageTolerance(value).ok) s.setSwapSlippageTolerance(value.trim());
            }}
            error={slippageResult.ok ? undefined : slippageResult.error.message}
            errorProps={{ role: 'alert' }}
          />
          <TextInput
            label={t('settings.slippageReserve')}
            description={t('settings.slippageReserveHint')}
            value={reserve}
            inputMode="decimal"
            rightSection={<Text size="sm">%</Text>}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setReserve(value);
              if (validateSlippageReserve(value).ok) s.setDefiSlippageReserve(value.trim());
            }}
            error={reserveResult.ok ? undefined : reserveResult.error.message}
            errorProps={{ role: 'alert' }}
          />
        </Section>
        <Section id="settings-network" title={t('settings.network')}>
          <NetworkSettings />
        </Section>
        <Section id="settings-extension" title={t('settings.extension')}>
          <Suspense fallback={null}>
            <InjectedSettings />
          </Suspense>
        </Section>
        <Section id="settings-links" title={t('settings.links')}>
          <List spacing={4}>
            <List.Item>
              <Anchor href="https://fantom.foundation/" target="_blank" rel="noopener noreferrer">
                {t('settings.linkFoundation')}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor href="https://docs.fantom.foundation/" target="_blank" rel="noopener noreferrer">
                {t('settings.linkDocs')}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor href="https://ftmscan.com/" target="_blank" rel="noopener noreferrer">
                {t('settings.linkExplorer')}
              </Anchor>
            </List.Item>
          </List>
        </Section>
      </Stack>
    </Container>
  );
}
