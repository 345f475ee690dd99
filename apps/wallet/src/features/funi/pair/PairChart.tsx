import { useComputedColorScheme } from '@mantine/core';
import {
  type AreaData,
  AreaSeries,
  type CandlestickData,
  CandlestickSeries,
  createChart,
  type HistogramData,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useLayoutEffect, useRef } from 'react';
import type { Candle, LinePoint } from './chartData.ts';

/** Chart height and how long a resize settles before the chart follows (docs/funi.md#charts). */
export const CHART_HEIGHT = 280;
export const RESIZE_DEBOUNCE_MS = 300;

let seriesDrawn = 0;

/**
 * The lightweight-charts canvas (its own lazy chunk): an area (liquidity), histogram (volume) or candles
 * (prices). `timeOfDay` shows hours on the axis (15m to 4H).
 */
export default function PairChart({
  kind,
  data,
  timeOfDay,
  label,
}: {
  kind: 'area' | 'histogram' | 'candles';
  data: readonly LinePoint[] | readonly Candle[];
  timeOfDay: boolean;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<SeriesType> | null>(null);
  const scheme = useComputedColorScheme('light');

  // One chart for as long as the component is mounted: a tab, span or resolution change swaps its series. A new
  // chart per switch built its six canvases and their compositor layers each time (a third of a switch's frame).
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const instance = createChart(node, {
      width: node.clientWidth,
      height: CHART_HEIGHT,
      layout: { background: { color: 'transparent' }, attributionLogo: false },
      // At least a pixel per bar: a denser series (15m over a month or all history) opens on its latest part,
      // the rest a scroll or zoom away. Thinner bars overlap into a smear, and drawing ~1,800 of them made each
      // switch of tab or span a main-thread task over 50 ms (bench funi).
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
      series.current = null;
    };
  }, []);

  // A layout effect: the series is drawn in the frame that commits it. As a passive effect it ran after that
  // frame whenever new data (not a click) rendered it, and the candles came a frame later.
  useLayoutEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const dark = scheme === 'dark';
    instance.applyOptions({
      layout: { textColor: dark ? '#c9c9c9' : '#333333' },
      grid: {
        vertLines: { color: dark ? '#2c2e33' : '#eeeeee' },
        horzLines: { color: dark ? '#2c2e33' : '#eeeeee' },
      },
      timeScale: { timeVisible: timeOfDay, secondsVisible: false },
    });
    if (series.current) instance.removeSeries(series.current);
    // The points' `time` is unix seconds, which is all a UTCTimestamp is: handed over as they are, not copied
    // (5,400 candles at 15m; bench funi).
    if (kind === 'candles') {
      const candles = instance.addSeries(CandlestickSeries, {});
      candles.setData(data as unknown as CandlestickData<UTCTimestamp>[]);
      series.current = candles;
    } else if (kind === 'histogram') {
      const bars = instance.addSeries(HistogramSeries, { color: '#1969ff' });
      bars.setData(data as unknown as HistogramData<UTCTimestamp>[]);
      series.current = bars;
    } else {
      const area = instance.addSeries(AreaSeries, {
        lineColor: '#1969ff',
        topColor: 'rgba(25, 105, 255, 0.4)',
        bottomColor: 'rgba(25, 105, 255, 0.02)',
      });
      area.setData(data as unknown as AreaData<UTCTimestamp>[]);
      series.current = area;
    }
    instance.timeScale().fitContent();
    // Each series drawn gets a new number, so a benchmark knows which frame holds it (the canvases stay the same).
    if (box.current) box.current.dataset.drawn = String(++seriesDrawn);
  }, [kind, data, timeOfDay, scheme]);

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
