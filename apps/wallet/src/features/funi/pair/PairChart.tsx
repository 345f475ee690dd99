import { useComputedColorScheme } from '@mantine/core';
import {
  AreaSeries,
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
} from 'lightweight-charts';
import { useLayoutEffect, useRef } from 'react';
import type { Candle, LinePoint } from './chartData.ts';

/** Chart height and how long a resize settles before the chart follows (docs/funi.md#charts). */
export const CHART_HEIGHT = 280;
export const RESIZE_DEBOUNCE_MS = 300;

type Kind = 'area' | 'histogram' | 'candles';
type Points = readonly LinePoint[] | readonly Candle[];

/** A new, empty series of `kind` on the chart. */
function addSeries(chart: IChartApi, kind: Kind): ISeriesApi<SeriesType> {
  if (kind === 'candles') return chart.addSeries(CandlestickSeries, {});
  if (kind === 'histogram') return chart.addSeries(HistogramSeries, { color: '#1969ff' });
  return chart.addSeries(AreaSeries, {
    lineColor: '#1969ff',
    topColor: 'rgba(25, 105, 255, 0.4)',
    bottomColor: 'rgba(25, 105, 255, 0.02)',
  });
}

/**
 * The lightweight-charts canvas (its own lazy chunk): an area (liquidity), histogram (volume) or candles
 * (prices), named by `label` (its tab). `grid` names the span and resolution the points fall on; `timeOfDay`
 * shows hours on the axis (15m to 4H).
 */
export default function PairChart({
  kind,
  data,
  grid,
  timeOfDay,
  label,
}: {
  kind: Kind;
  data: Points;
  grid: string;
  timeOfDay: boolean;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  // The series drawn on the current grid, one per tab: a switch back to a tab shows its series again instead of
  // handing the library its points anew (a long task, and their garbage collected in the next frame's paint;
  // bench funi). Hidden series stay out of the price axis's range; another grid starts afresh, as the time axis
  // holds the points of every series on the chart.
  const drawn = useRef({
    grid: '',
    series: new Map<string, { data: Points; series: ISeriesApi<SeriesType> }>(),
  });
  const scheme = useComputedColorScheme('light');

  // One chart for as long as the component is mounted: a tab, span or resolution change swaps its series. A new
  // chart per switch built its six canvases and their compositor layers each time.
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const instance = createChart(node, {
      width: node.clientWidth,
      height: CHART_HEIGHT,
      layout: { background: { color: 'transparent' }, attributionLogo: false },
      // At least a pixel per bar: a denser series (15m over a month or all history) opens on its latest part,
      // the rest a scroll or zoom away. Thinner bars overlap into a smear, and drawing them all made each switch
      // of tab or span a long main-thread task (bench funi).
      timeScale: { minBarSpacing: 1 },
      handleScroll: true,
      handleScale: true,
    });
    chart.current = instance;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => instance.applyOptions({ width: node.clientWidth }), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      instance.remove();
      chart.current = null;
      drawn.current = { grid: '', series: new Map() };
    };
  }, []);

  useLayoutEffect(() => {
    const dark = scheme === 'dark';
    chart.current?.applyOptions({
      layout: { textColor: dark ? '#c9c9c9' : '#333333' },
      grid: {
        vertLines: { color: dark ? '#2c2e33' : '#eeeeee' },
        horzLines: { color: dark ? '#2c2e33' : '#eeeeee' },
      },
    });
  }, [scheme]);

  // The series is shown in a task of its own, after the commit that asked for it: the click's task holds React's
  // render only, the next the series' data, and the library paints it in the following animation frame. In one
  // task, a switch of tab or span was a long main-thread task (bench funi).
  useLayoutEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    let swap = setTimeout(function show() {
      const cache = drawn.current;
      if (cache.grid !== grid) {
        // Another grid: the old series go first, in a task of their own when there were any (each removal
        // recomputes the time axis).
        const removed = cache.series.size > 0;
        for (const entry of cache.series.values()) instance.removeSeries(entry.series);
        cache.series.clear();
        cache.grid = grid;
        if (removed) {
          swap = setTimeout(show, 0);
          return;
        }
      }
      // The price axis keeps the widest it has been: a narrower one resized the chart's six canvases at every
      // switch of tab (axis 46–86 px), and the plot jumped sideways.
      const axis = instance.priceScale('right');
      if (axis.width() > axis.options().minimumWidth) axis.applyOptions({ minimumWidth: axis.width() });
      instance.applyOptions({ timeScale: { timeVisible: timeOfDay, secondsVisible: false } });
      let entry = cache.series.get(label);
      if (!entry) {
        entry = { data: [], series: addSeries(instance, kind) };
        cache.series.set(label, entry);
      }
      if (entry.data !== data) {
        // The points' `time` is unix seconds, which is all a UTCTimestamp is: handed over as they are, not copied
        // (5,400 candles at 15m; bench funi). Each tab's points have the fields of its series' kind.
        entry.series.setData(data as unknown as Parameters<typeof entry.series.setData>[0]);
        entry.data = data;
      }
      for (const other of cache.series.values()) other.series.applyOptions({ visible: other === entry });
      instance.timeScale().fitContent();
    }, 0);
    return () => clearTimeout(swap);
  }, [kind, data, grid, timeOfDay, label]);

  return (
    <div
      ref={box}
      style={{ width: '100%', height: CHART_HEIGHT }}
      aria-hidden
      data-testid="funi-chart"
      data-label={label}
    />
  );
}
