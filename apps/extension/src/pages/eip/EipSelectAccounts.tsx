import type { Address } from '@fantom-wallet/core';
import { useAccountsStore } from '@fantom-wallet/wallet/storage';
import { Alert, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { isSiteOrigin } from '../../protocol/isSiteOrigin.ts';
import { initialAccounts, readLastChosen, rememberChosen } from './initialAccounts.ts';
import { SiteName } from './SiteName.tsx';
import { WindowDecision } from './WindowDecision.tsx';

/** The site the window is about: the route's origin, or for 'popup' the active tab's (activeTab permission). */
function useSite(param: string | undefined): string | null | undefined {
  const [site, setSite] = useState<string | null | undefined>(
    param === 'popup' ? undefined : (param ?? null),
  );
  useEffect(() => {
    if (param !== 'popup') {
      setSite(param ?? null);
      return;
    }
    void chrome.tabs.query({ active: true, currentWindow: true }).then(([tab]) => {
      try {
        setSite(tab?.url ? new URL(tab.url).origin : null);
      } catch {
        setSite(null);
      }
    });
  }, [param]);
  return site;
}

/**
 * One toggle per account for a site (docs/extension.md#site-permissions); Confirm stores the choice through the
 * background, which answers the site, and closes the window. From the toolbar, a site no account is tied to
 * gets the welcome page instead.
 */
export function EipSelectAccounts() {
  const { t } = useTranslation();
  const params = useParams();
  const fromPopup = params.site === 'popup';
  const site = useSite(params.site);
  const accounts = useAccountsStore((s) => s.accounts);
  const allowedFor = (origin: string) => initialAccounts(accounts, origin, readLastChosen());
  // A window opened for a site knows it at once: its toggles show in the first render, not after an effect.
  const [chosen, setChosen] = useState<Set<Address> | null>(() => (site ? allowedFor(site) : null));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (site && chosen === null) setChosen(allowedFor(site));
  }, [site, chosen, allowedFor]);

  if (site === undefined || (site && chosen === null))
    return <Loader role="progressbar" aria-label={t('extension.loading')} />;
  if (!site || !isSiteOrigin(site))
    return fromPopup ? (
      <Navigate to="/eip-welcome" replace />
    ) : (
      <Alert color="red">{t('extension.notASite')}</Alert>
    );
  if (fromPopup && !accounts.some((a) => a.sites?.includes(site)))
    return <Navigate to={`/eip-welcome?site=${encodeURIComponent(site)}`} replace />;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      // Loaded on the click: the window's first paint does not wait for the messaging schemas.
      const { callBackground } = await import('../callBackground.ts');
      const addresses = [...(chosen ?? [])];
      await callBackground({ kind: 'accountsDone', site, addresses });
      rememberChosen(addresses);
      window.close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('extension.selectTitle')}
      </Title>
      <SiteName origin={site} />
      <Text size="sm">{t('extension.selectIntro')}</Text>
      {accounts.length === 0 && <Text>{t('extension.noAccounts')}</Text>}
      {accounts.map((account) => (
        <Switch
          key={account.address}
          label={account.name ?? account.address}
          description={account.name ? account.address : undefined}
          checked={chosen?.has(account.address) ?? false}
          onChange={(event) => {
            const next = new Set(chosen);
            if (event.currentTarget.checked) next.add(account.address);
            else next.delete(account.address);
            setChosen(next);
          }}
          styles={{ label: { wordBreak: 'break-all' }, description: { wordBreak: 'break-all' } }}
        />
      ))}
      {/* With many accounts the list scrolls; the decision stays at the window's bottom. */}
      <WindowDecision
        error={error}
        onCancel={() => window.close()}
        primary={t('extension.confirm')}
        onPrimary={() => void confirm()}
        busy={busy}
      />
    </Stack>
  );
}
