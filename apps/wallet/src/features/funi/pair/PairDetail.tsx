import {
  applyBasisPoints,
  pairPrice,
  percentChange,
  sameAddress,
  shortenAddress,
  UNISWAP,
} from '@fantom-wallet/core';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { CopyAddressButton } from '../../../shared/ui/CopyAddressButton.tsx';
import { ExplorerLink } from '../../../shared/ui/ExplorerLink.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import type { FuniPair, FuniToken } from '../data/FuniPair.ts';
import { funiQueries } from '../data/funiQueries.ts';
import { showAmount, showPercent, showPrice } from '../ui/funiFormat.ts';
import { Section } from '../ui/Section.tsx';
import { PairActions } from './PairActions.tsx';
import { PairCharts } from './PairCharts.tsx';

/**
 * /funi/{address}/pools/pair/{pairAddress} (docs/funi.md#pair-detail): prices both ways, Pair Stats, the chart,
 * Pair information and the pair's transactions. One pair's data is the pairs list filtered here (the API has no
 * single-pair query).
 */
export function PairDetail({ account, pairs }: { account: Account; pairs: readonly FuniPair[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pairAddress = '' } = useParams();
  const pair = pairs.find((p) => sameAddress(p.address, pairAddress));
  const back = `/funi/${account.address}/pools`;

  const heading = (
    <Group gap="sm">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={() => navigate(back)}
      >
        {t('funi.pair.back')}
      </Button>
      <Title order={2}>{t('funi.pair.title')}</Title>
    </Group>
  );
  if (!pair) {
    return (
      <Stack>
        {heading}
        <Alert color="yellow" role="alert" data-testid="funi-pair-unknown">
          {t('funi.pair.unknown')}
        </Alert>
      </Stack>
    );
  }
  const [a, b] = pair.tokens;
  /** '1 base = x quote' at the pool's reserves: the pair is priced both ways. */
  const priceOf = (base: FuniToken, baseReserve: bigint, quote: FuniToken, quoteReserve: bigint) =>
    t('funi.priceLine', {
      a: base.symbol,
      b: quote.symbol,
      price: showPrice(pairPrice(baseReserve, base.decimals, quoteReserve, quote.decimals)),
    });
  return (
    <Stack gap="md">
      {heading}
      <Group gap="lg">
        <Text fw={700} size="lg" data-testid="funi-pair-name">{`${a.symbol}/${b.symbol}`}</Text>
        <Text data-testid="funi-pair-price-ab">{priceOf(a, pair.reserves[0], b, pair.reserves[1])}</Text>
        <Text data-testid="funi-pair-price-ba">{priceOf(b, pair.reserves[1], a, pair.reserves[0])}</Text>
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={`/funi/${account.address}/swap/${a.address}/${b.address}`}
        >
          {t('funi.pools.swap')}
        </Button>
      </Group>
      <PairStats pair={pair} />
      <PairCharts pair={pair} />
      <PairInformation pair={pair} />
      <PairActions pair={pair} />
    </Stack>
  );
}

function Change({ current, previous }: { current: bigint; previous: bigint }) {
  // Darker shades in light mode, lighter in dark mode: readable (contrast) in both.
  const scheme = useComputedColorScheme('light');
  const change = percentChange(current, previous);
  if (change === null)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  return (
    <Text size="sm" c={`${change < 0n ? 'red' : 'teal'}.${scheme === 'dark' ? 4 : 9}`}>
      {`${change > 0n ? '+' : ''}${showPercent(change)}`}
    </Text>
  );
}

function PairStats({ pair }: { pair: FuniPair }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const volume = useQuery(funiQueries.volume24h(network, pair.address));
  const [a, b] = pair.tokens;
  const fee = (value: bigint) => applyBasisPoints(value, UNISWAP.lpFeeBps);
  // Volume and fees over the last 24 h, each with its change against the 24 h before; the volume says why it failed.
  const daily = (label: string, testId: string, of: (value: bigint) => bigint, failure: boolean) => (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {volume.data ? (
        <>
          <Text fw={600} data-testid={testId}>
            {showAmount(of(volume.data.current), a)}
          </Text>
          <Change current={of(volume.data.current)} previous={of(volume.data.previous)} />
        </>
      ) : failure && volume.isError ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(volume.error, t)}
        </Text>
      ) : (
        <Text c="dimmed">…</Text>
      )}
    </Stack>
  );
  return (
    <Section title={t('funi.pair.stats')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('funi.pair.totalLiquidity')}
          </Text>
          <Text fw={600} data-testid="funi-pair-liquidity-a">
            {showAmount(pair.reserves[0], a)}
          </Text>
          <Text fw={600} data-testid="funi-pair-liquidity-b">
            {showAmount(pair.reserves[1], b)}
          </Text>
        </Stack>
        {daily(t('funi.pair.volume24h'), 'funi-pair-volume', (value) => value, true)}
        {daily(t('funi.pair.fees24h'), 'funi-pair-fees', fee, false)}
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('funi.lpFee')}
          </Text>
          <Text fw={600}>{showPercent(UNISWAP.lpFeeBps)}</Text>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

function AddressLine({ label, address }: { label: string; address: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={110}>
        {label}
      </Text>
      <ExplorerLink kind="address" id={address} label={address}>
        <Text size="sm" ff="monospace" visibleFrom="sm">
          {address}
        </Text>
        <Text size="sm" ff="monospace" hiddenFrom="sm">
          {shortenAddress(address)}
        </Text>
      </ExplorerLink>
      <CopyAddressButton address={address} />
    </Group>
  );
}

function PairInformation({ pair }: { pair: FuniPair }) {
  const { t } = useTranslation();
  const [a, b] = pair.tokens;
  return (
    <Section title={t('funi.pair.information')} gap="xs">
      <Group gap="xs">
        <Text size="sm" c="dimmed" w={110}>
          {t('funi.pair.name')}
        </Text>
        <Text size="sm">{`${a.name} / ${b.name}`}</Text>
      </Group>
      <AddressLine label={t('funi.pair.pairAddress')} address={pair.address} />
      <AddressLine label={a.symbol} address={a.address} />
      <AddressLine label={b.symbol} address={b.address} />
    </Section>
  );
}
