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
  type UTCTimestamp,
} from 'lightweight-charts';
import { useLayoutEffect, useRef } from 'react';
import type { Candle, LinePoint } from './chartData.ts';

/** Chart height and how long a resize settles before the chart follows (docs/funi.md#charts). */
export const CHART_HEIGHT = 280;
export const RESIZE_DEBOUNCE_MS = 300;

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
  const scheme = useComputedColorScheme('light');

  // A layout effect: the chart is drawn in the frame that commits it. As a passive effect it ran after that
  // frame whenever new data (not a click) rendered it, and the candles came a frame later.
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const dark = scheme === 'dark';
    const instance = createChart(node, {
      width: node.clientWidth,
      height: CHART_HEIGHT,
      layout: {
        background: { color: 'transparent' },
        textColor: dark ? '#c9c9c9' : '#333333',
        attributionLogo: false,
      },
      grid: {
        vertLines: { color: dark ? '#2c2e33' : '#eeeeee' },
        horzLines: { color: dark ? '#2c2e33' : '#eeeeee' },
      },
      timeScale: { timeVisible: timeOfDay, secondsVisible: false },
      handleScroll: true,
      handleScale: true,
    });
    chart.current = instance;
    // The points' `time` is unix seconds, which is all a UTCTimestamp is: handed over as they are, not copied
    // (5,400 candles at 15m; the first render of a tab is one main-thread task, bench funi).
    if (kind === 'candles') {
      const series = instance.addSeries(CandlestickSeries, {});
      series.setData(data as unknown as CandlestickData<UTCTimestamp>[]);
    } else if (kind === 'histogram') {
      const series = instance.addSeries(HistogramSeries, { color: '#1969ff' });
      series.setData(data as unknown as HistogramData<UTCTimestamp>[]);
    } else {
      const series = instance.addSeries(AreaSeries, {
        lineColor: '#1969ff',
        topColor: 'rgba(25, 105, 255, 0.4)',
        bottomColor: 'rgba(25, 105, 255, 0.02)',
      });
      series.setData(data as unknown as AreaData<UTCTimestamp>[]);
    }
    instance.timeScale().fitContent();
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
    };
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
