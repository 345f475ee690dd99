import {
  CHART_RESOLUTIONS,
  CHART_SPANS,
  type ChartResolution,
  type ChartSpan,
  spanSeconds,
} from '@fantom-wallet/core';
import {
  Alert,
  Box,
  Card,
  Group,
  Loader,
  LoadingOverlay,
  Select,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { chainFactsQueries } from '../../transactions/index.ts';
import type { FuniPair } from '../data/FuniPair.ts';
import { funiQueries } from '../data/funiQueries.ts';
import { RetryAlert } from '../ui/RetryAlert.tsx';
import {
  type Candle,
  type ChartTab,
  type LinePoint,
  liquiditySeries,
  priceSeries,
  seriesSummary,
  volumeSeries,
} from './chartData.ts';

// lightweight-charts loads with the chart only, in its own chunk (docs/funi.md#charts).
const PairChart = lazy(() => import('./PairChart.tsx'));

const TIME_OF_DAY: readonly ChartResolution[] = ['15m', '1H', '4H'];

type Series =
  | { kind: 'area' | 'histogram'; data: readonly LinePoint[] }
  | { kind: 'candles'; data: readonly Candle[] };
/** A series as shaped for its tab and resolution, with its screen-reader summary. */
type Shaped = Series & {
  tab: ChartTab;
  resolution: ChartResolution;
  /** The span and resolution its points fall on. */
  grid: string;
  summary: ReturnType<typeof seriesSummary>;
};

/**
 * Each answer's series as last shaped (its tab, resolution and chain time in `key`): switching back to a tab draws
 * its cached answer without shaping ~5,400 candles and their summary again, so the switch stays one short task
 * (bench funi). One entry per answer: a newer chain time replaces it rather than piling up series.
 */
const shapedSeries = new WeakMap<object, { key: string; shaped: Shaped }>();
function shapeOnce(
  answer: object,
  view: { tab: ChartTab; resolution: ChartResolution; grid: string; decimals: readonly number[] },
  shape: () => Series,
): Shaped {
  const key = `${view.tab}:${view.grid}:${view.decimals.join(',')}`;
  const cached = shapedSeries.get(answer);
  if (cached?.key === key) return cached.shaped;
  const series = shape();
  const summary = seriesSummary(
    series.kind === 'candles' ? series.data.map((c) => c.close) : series.data.map((p) => p.value),
  );
  const shaped = {
    ...series,
    tab: view.tab,
    resolution: view.resolution,
    grid: view.grid,
    summary,
  } as Shaped;
  shapedSeries.set(answer, { key, shaped });
  return shaped;
}

/**
 * The pair's chart (docs/funi.md#charts): tabs Liquidity, Volume and the price both ways; History (1W, 1M,
 * All) and Data (15m … 1M) menus; a text summary for screen readers.
 */
export function PairCharts({ pair }: { pair: FuniPair }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  // Switches are transitions: the click's task closes the menu or marks the tab, and the chart's render is
  // React's to slice into short tasks (bench funi).
  const [tab, setTab] = useState<ChartTab>('liquidity');
  const [span, setSpan] = useState<ChartSpan>('All');
  const [resolution, setResolution] = useState<ChartResolution>('D');
  const chainTime = useQuery({ ...chainFactsQueries.chainTime(network), staleTime: 60_000 });
  const now = chainTime.data === undefined ? undefined : Number(chainTime.data);
  const code = CHART_SPANS[span];
  const from = code === null || now === undefined ? 0 : now - (spanSeconds(code) ?? 0);
  const api = CHART_RESOLUTIONS[resolution].api;
  const [a, b] = pair.tokens;
  const enabled = now !== undefined;
  const reserves = useQuery({
    ...funiQueries.reserves(network, pair.address, api, from),
    enabled: enabled && tab === 'liquidity',
  });
  const volumes = useQuery({
    ...funiQueries.volumes(network, pair.address, api, from),
    enabled: enabled && tab === 'volume',
  });
  // price01: one token0 in token1 = raw amount1 ÷ amount0 (direction 1); price10 the other way.
  const prices = useQuery({
    ...funiQueries.prices(network, pair.address, api, from, tab === 'price01' ? 1 : 0),
    enabled: enabled && (tab === 'price01' || tab === 'price10'),
  });
  const query = tab === 'liquidity' ? reserves : tab === 'volume' ? volumes : prices;

  const shaped = useMemo(() => {
    if (now === undefined) return null;
    const view = { tab, resolution, grid: `${from}:${api}:${now}`, decimals: [a.decimals, b.decimals] };
    if (tab === 'liquidity' && reserves.data)
      return shapeOnce(reserves.data, view, () => ({
        kind: 'area' as const,
        data: liquiditySeries(reserves.data, a.decimals, resolution, now),
      }));
    if (tab === 'volume' && volumes.data)
      return shapeOnce(volumes.data, view, () => ({
        kind: 'histogram' as const,
        data: volumeSeries(volumes.data, a.decimals, resolution, now),
      }));
    if ((tab === 'price01' || tab === 'price10') && prices.data)
      return shapeOnce(prices.data, view, () => ({
        kind: 'candles' as const,
        data:
          tab === 'price01'
            ? priceSeries(prices.data, a.decimals, b.decimals, resolution, now)
            : priceSeries(prices.data, b.decimals, a.decimals, resolution, now),
      }));
    return null;
  }, [now, from, api, tab, reserves.data, volumes.data, prices.data, a.decimals, b.decimals, resolution]);

  const tabLabel = (key: ChartTab) =>
    key === 'liquidity'
      ? t('funi.chart.liquidity', { symbol: a.symbol })
      : key === 'volume'
        ? t('funi.chart.volume')
        : key === 'price01'
          ? `${a.symbol}/${b.symbol}`
          : `${b.symbol}/${a.symbol}`;
  // The chart keeps the series it shows until the next one is shaped (a tab, span or resolution whose answer is
  // loading), under an overlay: it stays mounted, so the page below it does not jump and a switch does not build
  // the chart again (its six canvases; bench funi).
  const [shown, setShown] = useState<Shaped | null>(shaped);
  if (shaped !== null && shaped !== shown) setShown(shaped);
  const drawn = shown !== null && shown.data.length > 0 ? shown : null;
  const loading = shaped === null;
  const summary = shaped?.summary ?? null;
  const number = (value: number) => value.toLocaleString(undefined, { maximumSignificantDigits: 6 });

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Tabs
          value={tab}
          onChange={(value) => startTransition(() => setTab((value as ChartTab) ?? 'liquidity'))}
        >
          <Tabs.List aria-label={t('funi.chart.tabs')}>
            {(['liquidity', 'volume', 'price01', 'price10'] as const).map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`funi-chart-tab-${key}`}>
                {tabLabel(key)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap="sm">
          <Select
            label={t('funi.chart.history')}
            data={Object.keys(CHART_SPANS).map((value) => ({ value, label: t(`funi.chart.span.${value}`) }))}
            value={span}
            onChange={(value) => value && startTransition(() => setSpan(value as ChartSpan))}
            allowDeselect={false}
            w={120}
            data-testid="funi-chart-history"
          />
          <Select
            label={t('funi.chart.data')}
            data={Object.keys(CHART_RESOLUTIONS).map((value) => ({ value, label: value }))}
            value={resolution}
            onChange={(value) => value && startTransition(() => setResolution(value as ChartResolution))}
            allowDeselect={false}
            w={120}
            data-testid="funi-chart-data"
          />
        </Group>
        {query.isError ? (
          <RetryAlert onRetry={() => void query.refetch()} testId="funi-chart-error">
            {errorMessage(query.error, t)}
          </RetryAlert>
        ) : chainTime.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(chainTime.error, t)}
          </Alert>
        ) : shaped?.data.length === 0 ? (
          <Text c="dimmed" data-testid="funi-chart-empty">
            {t('funi.chart.empty')}
          </Text>
        ) : drawn ? (
          <Box pos="relative" aria-busy={loading} data-testid="funi-chart-area">
            <Suspense fallback={<Loader role="progressbar" aria-label={t('funi.loading')} />}>
              <PairChart
                kind={drawn.kind}
                data={drawn.data}
                grid={drawn.grid}
                timeOfDay={TIME_OF_DAY.includes(drawn.resolution)}
                label={tabLabel(drawn.tab)}
              />
            </Suspense>
            {/* Above the chart only: the History and Data dropdowns open over it. */}
            <LoadingOverlay visible={loading} zIndex={1} loaderProps={{ 'aria-label': t('funi.loading') }} />
          </Box>
        ) : (
          <Loader role="progressbar" aria-label={t('funi.loading')} />
        )}
        {summary && (
          <VisuallyHidden data-testid="funi-chart-summary">
            {t('funi.chart.summary', {
              name: tabLabel(tab),
              count: shaped?.data.length ?? 0,
              first: number(summary.first),
              last: number(summary.last),
              low: number(summary.low),
              high: number(summary.high),
            })}
          </VisuallyHidden>
        )}
      </Stack>
    </Card>
  );
}
