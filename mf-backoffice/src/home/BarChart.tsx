/**
 * A bar chart drawn with uPlot (a small canvas charting library), loaded lazily: only the staff
 * home's chunk carries it. The canvas is decoration for sighted readers: the caller gives the
 * chart its text alternative (a summary and a table), so the figure is `role="img"`.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import styles from './StaffHome.module.css';

export interface BarChartProps {
  /** The label under each bar (only some are shown when they would crowd). */
  labels: readonly string[];
  values: readonly number[];
  /** How a value reads on the axis (rupees, counts). */
  valueText: (value: number) => string;
  /** The chart's text alternative. */
  summary: string;
  height?: number;
}

function token(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export default function BarChart({ labels, values, valueText, summary, height = 220 }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bar = token(element, '--color-ocean-mid', '#1f6f9f');
    const ink = token(element, '--color-muted', '#5b6470');
    const line = token(element, '--color-line', '#e3e6ea');
    const font = `12px ${token(element, '--font-body', 'sans-serif')}`;
    const xs = labels.map((_, index) => index);
    const width = () => Math.max(240, Math.floor(element.clientWidth));
    // At most about one label per 56 px, always the last (today, this week).
    const every = (plot: uPlot) => Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(plot.width / 56))));
    const plot = new uPlot(
      {
        width: width(),
        height,
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: {
          x: { time: false, range: () => [-0.5, labels.length - 0.5] },
          y: { range: (_plot, _min, max) => [0, Math.max(1, max) * 1.1] },
        },
        axes: [
          {
            stroke: ink,
            font,
            grid: { show: false },
            ticks: { show: false },
            splits: (plot) => xs.filter((index) => (labels.length - 1 - index) % every(plot) === 0),
            values: (_plot, splits) => splits.map((index) => labels[index] ?? ''),
          },
          {
            stroke: ink,
            font,
            size: 64,
            grid: { stroke: line, width: 1 },
            ticks: { show: false },
            values: (_plot, splits) => splits.map((value) => (Number.isInteger(value) ? valueText(value) : '')),
          },
        ],
        series: [{}, { fill: bar, stroke: bar, width: 0, points: { show: false }, paths: uPlot.paths.bars!({ size: [0.7, 48], gap: 2 }) }],
      },
      [xs, [...values]],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, values, valueText, height]);

  return <div ref={box} className={styles.chart} style={{ minHeight: height }} role="img" aria-label={summary} />;
}
