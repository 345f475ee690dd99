import type { NetworkId } from '@fantom-wallet/core';
import { ActionIcon, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworks } from '../../shared/network/useActiveNetwork.ts';
import { isProviderUrl } from '../../storage/settings/isProviderUrl.ts';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';

/** The active network and user-added API providers for it (tried together with the built-in ones). */
export function NetworkSettings() {
  const { t } = useTranslation();
  const { networks, active } = useNetworks();
  const setNetworkId = useSettingsStore((s) => s.setNetworkId);
  const customProviders = useSettingsStore((s) => s.customProviders);
  const custom = customProviders[active.id] ?? [];
  const addCustomProvider = useSettingsStore((s) => s.addCustomProvider);
  const removeCustomProvider = useSettingsStore((s) => s.removeCustomProvider);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (!isProviderUrl(value)) return setError(t('settings.providerInvalid'));
    if (!addCustomProvider(active.id, value)) return setError(t('settings.providerExists'));
    setUrl('');
    setError(null);
  };

  return (
    <Stack>
      <Radio.Group
        label={t('settings.activeNetwork')}
        value={active.id}
        onChange={(v) => setNetworkId(v as NetworkId)}
      >
        <Stack gap="xs" mt="xs">
          {networks.map((n) => (
            <Radio
              key={n.id}
              value={n.id}
              label={`${t(`network.${n.id}`)} (${t('settings.chainId', { id: n.chainId })})`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <div>
        <Text size="sm" fw={500}>
          {t('settings.providers', { network: t(`network.${active.id}`) })}
        </Text>
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {active.apiProviders.map((p) => (
            <Group key={p} component="li" gap="xs" wrap="nowrap">
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {p}
              </Text>
              {custom.includes(p) && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  onClick={() => removeCustomProvider(active.id, p)}
                  aria-label={t('settings.removeProvider', { url: p })}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      </div>
      <form onSubmit={add} noValidate>
        <Group align="flex-start">
          <TextInput
            label={t('settings.addProvider')}
            placeholder="https://"
            value={url}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            errorProps={{ role: 'alert' }}
            style={{ flex: 1 }}
            maxLength={2048}
          />
          <Button type="submit" mt={24}>
            {t('common.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
