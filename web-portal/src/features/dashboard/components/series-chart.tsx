import { useId } from 'react';
import type { AnalyticsDay } from '../../../lib/api/analytics';
import { useElementWidth } from '../hooks/use-element-width';
import { formatMonthDay } from '../../../lib/calendar';
import { countTicks, describeDay, labelledIndexes } from '../utils/series';

const HEIGHT = 200;
const MARGIN = { top: 10, right: 4, bottom: 26, left: 30 };
// Room for one date label and the gap to the next, in pixels.
const LABEL_ROOM = 64;

/** Date labels sit under their day; the outermost ones are aligned to stay inside the chart. */
function labelPlacement(index: number, count: number, band: number) {
  if (index === count - 1) return { x: MARGIN.left + (index + 1) * band, textAnchor: 'end' } as const;
  if (index === 0) return { x: MARGIN.left, textAnchor: 'start' } as const;
  return { x: MARGIN.left + (index + 0.5) * band, textAnchor: 'middle' } as const;
}

/**
 * Calls and bookings per day as paired bars. Drawn at the width it is given, so the text stays legible; until that
 * width is known the drawing scales to fit.
 */
export function SeriesChart({ series, summary }: { series: AnalyticsDay[]; summary: string }) {
  const [measure, width] = useElementWidth(600);
  const id = useId();
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const ticks = countTicks(Math.max(...series.map((day) => Math.max(day.calls, day.bookings)), 0));
  const top = ticks[ticks.length - 1]!;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const band = plotWidth / series.length;
  const barWidth = Math.max(1, band * 0.36);
  const labelled = labelledIndexes(series.length, Math.floor(plotWidth / LABEL_ROOM));
  const barHeight = (value: number) => (value > 0 ? Math.max(1, (value / top) * plotHeight) : 0);

  return (
    <div ref={measure} className="w-full">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="block h-auto w-full"
      >
        <title id={`${id}-title`}>Calls and bookings per day</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stroke-slate-400' : 'stroke-border'}
            />
            <text
              x={MARGIN.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px] tabular-nums"
            >
              {tick}
            </text>
          </g>
        ))}
        {series.map((day, index) => {
          const x = MARGIN.left + index * band + (band - 2 * barWidth) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={y(0) - barHeight(day.calls)}
                width={barWidth}
                height={barHeight(day.calls)}
                rx={1}
                className="fill-primary"
              />
              <rect
                x={x + barWidth}
                y={y(0) - barHeight(day.bookings)}
                width={barWidth}
                height={barHeight(day.bookings)}
                rx={1}
                className="fill-accent-strong"
              />
              <rect
                x={MARGIN.left + index * band}
                y={MARGIN.top}
                width={band}
                height={plotHeight}
                className="fill-transparent"
              >
                <title>{describeDay(day)}</title>
              </rect>
              {labelled.has(index) && (
                <text
                  {...labelPlacement(index, series.length, band)}
                  y={HEIGHT - 8}
                  className="fill-muted-foreground text-[11px]"
                >
                  {formatMonthDay(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
