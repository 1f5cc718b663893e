import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/hooks.ts';
import { insightsNs } from '../../i18n/ns/insights.ts';
import { EMOTION_DIMENSIONS } from '../../../shared/constants.ts';
import type { InsightsResponse } from '../../../shared/api/settings.ts';
import { barWidthPercent, valenceScore } from '../../../domain/insights/insights.ts';
import { explainNs } from '../../i18n/ns/explain.ts';
import { INSIGHT_COLOUR_HEX } from './insight-colours.ts';

type Mix = InsightsResponse['posts']['mix'];
type MoodDays = NonNullable<InsightsResponse['mood']>;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Horizontal bars of an emotion mix: each bar at least 4% wide, its count and share written out. */
export function EmotionBars({ mix, label }: { mix: Mix; label: string }) {
  const { t } = useTranslation(explainNs);
  const max = Math.max(0, ...mix.map((entry) => entry.count));
  return (
    <ul className="emotion-bars" aria-label={label}>
      {mix.map((entry) => (
        <li key={entry.emotion} className="emotion-bars__row">
          <span className="emotion-bars__name">
            <span
              className="emotion-bars__swatch"
              style={{ background: INSIGHT_COLOUR_HEX[entry.colour] }}
              aria-hidden="true"
            />
            {t(`mood.${entry.emotion}`)}
          </span>
          <span
            className="emotion-bars__track"
            title={`${t(`mood.${entry.emotion}`)}: ${entry.count} (${percent(entry.share)})`}
          >
            <span
              className="emotion-bars__bar"
              style={{
                width: `${barWidthPercent(entry.count, max)}%`,
                background: INSIGHT_COLOUR_HEX[entry.colour],
              }}
            />
          </span>
          <span className="emotion-bars__value">
            {percent(entry.share)}
            <span className="visually-hidden"> ({entry.count})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The width of an element, following resizes (charts draw at their real size, so text stays readable). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

const SERIES_KEYS = [
  { key: 'valence', labelKey: 'charts.valenceSeries', colour: '#e0662b' },
  { key: 'arousal', labelKey: 'charts.arousalSeries', colour: '#4a62b8' },
] as const;

/** Valence and arousal per day as two lines on 0..1, with axes, a legend and point tooltips. */
export function MoodLineChart({ days }: { days: MoodDays }) {
  const { t } = useTranslation(insightsNs);
  const format = useFormat();
  const shortDate = (iso: string) =>
    format.date(`${iso}T12:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const SERIES = SERIES_KEYS.map((series) => ({ ...series, label: t(series.labelKey) }));
  const [ref, width] = useWidth<HTMLDivElement>(600);
  const height = 220;
  const ticks = { low: t('charts.low'), mid: t('charts.mid'), high: t('charts.high') };
  // Room on the left for the longest tick word ("yüksek" is wider than "high"), about 7 px a letter.
  const labelWidth = Math.max(...Object.values(ticks).map((label) => label.length)) * 7;
  const pad = { top: 12, right: 12, bottom: 28, left: Math.max(40, labelWidth + 12) };
  const innerW = Math.max(10, width - pad.left - pad.right);
  const innerH = height - pad.top - pad.bottom;
  const x = (index: number) =>
    pad.left + (days.length <= 1 ? innerW / 2 : (index / (days.length - 1)) * innerW);
  const y = (value: number) => pad.top + (1 - value) * innerH;
  const tickEvery = width < 480 ? Math.ceil(days.length / 3) : Math.ceil(days.length / 6);

  const paths = SERIES.map((series) => {
    let d = '';
    let drawing = false;
    days.forEach((day, index) => {
      const value = day[series.key];
      if (value === null) {
        drawing = false;
        return;
      }
      d += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
      drawing = true;
    });
    return { ...series, d };
  });

  return (
    <div className="mood-chart">
      <ul className="chart-legend" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key}>
            <span className="chart-legend__line" style={{ background: series.colour }} />
            {series.label}
          </li>
        ))}
      </ul>
      <div ref={ref} className="mood-chart__canvas">
        <svg width={width} height={height} role="img" aria-labelledby="mood-chart-summary">
          {[0, 0.5, 1].map((tick) => (
            <g key={tick}>
              <line
                x1={pad.left}
                x2={pad.left + innerW}
                y1={y(tick)}
                y2={y(tick)}
                className="chart-grid"
              />
              <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" className="chart-tick">
                {tick === 0 ? ticks.low : tick === 1 ? ticks.high : ticks.mid}
              </text>
            </g>
          ))}
          {days.map((day, index) =>
            index % tickEvery === 0 || index === days.length - 1 ? (
              <text
                key={day.date}
                x={x(index)}
                y={height - 8}
                textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
                className="chart-tick"
              >
                {shortDate(day.date)}
              </text>
            ) : null,
          )}
          {paths.map((series) => (
            <path
              key={series.key}
              d={series.d}
              fill="none"
              stroke={series.colour}
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ))}
          {SERIES.map((series) =>
            days.map((day, index) => {
              const value = day[series.key];
              if (value === null) return null;
              return (
                <circle
                  key={`${series.key}-${day.date}`}
                  cx={x(index)}
                  cy={y(value)}
                  r={4}
                  fill={series.colour}
                  className="chart-point"
                >
                  <title>
                    {t('charts.point', {
                      date: shortDate(day.date),
                      series: series.label,
                      value: percent(value),
                      count: day.samples,
                    })}
                  </title>
                </circle>
              );
            }),
          )}
        </svg>
      </div>
      {/* A box hides the table: a table never shrinks below its content. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('charts.moodCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.day')}</th>
              <th scope="col">{t('charts.dimensions.valence')}</th>
              <th scope="col">{t('charts.dimensions.arousal')}</th>
            </tr>
          </thead>
          <tbody>
            {days
              .filter((day) => day.samples > 0)
              .map((day) => (
                <tr key={day.date}>
                  <th scope="row">{shortDate(day.date)}</th>
                  <td>{day.valence === null ? '–' : percent(day.valence)}</td>
                  <td>{day.arousal === null ? '–' : percent(day.arousal)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The 24-hour circadian profile as a heatmap: a row per dimension, a column per hour. Each row is
 * shaded from its own lowest to its own highest hour, so a rhythm shows even when it is gentle.
 */
export function CircadianHeatmap({ matrix }: { matrix: number[][] }) {
  const { t: tr } = useTranslation(insightsNs);
  const dimensionLabel = (dimension: (typeof EMOTION_DIMENSIONS)[number]) =>
    tr(`charts.dimensions.${dimension}`);
  const rows = EMOTION_DIMENSIONS.map((dimension, index) => {
    const values = matrix.map((row) =>
      dimension === 'valence' ? (valenceScore(row) ?? 0.5) : (row[index] ?? 0),
    );
    const min = Math.min(...values);
    const max = Math.max(...values);
    return { dimension, values, min, max };
  });
  return (
    <div className="heatmap">
      <div className="heatmap__grid" role="img" aria-label={tr('charts.rhythmLabel')}>
        <span className="heatmap__corner" aria-hidden="true" />
        {Array.from({ length: 24 }, (_, hour) => (
          <span key={hour} className="heatmap__hour" aria-hidden="true">
            {hour % 6 === 0 ? hour : ''}
          </span>
        ))}
        {rows.map((row) => (
          <div key={row.dimension} className="heatmap__row" aria-hidden="true">
            <span className="heatmap__label">{dimensionLabel(row.dimension)}</span>
            {row.values.map((value, hour) => {
              const t = row.max - row.min < 1e-6 ? 0.5 : (value - row.min) / (row.max - row.min);
              return (
                <span
                  key={hour}
                  className="heatmap__cell"
                  style={{ opacity: 0.12 + 0.88 * t }}
                  title={tr('charts.cell', {
                    dimension: dimensionLabel(row.dimension),
                    hour: hourLabel(hour),
                    value: percent(value),
                  })}
                />
              );
            })}
          </div>
        ))}
      </div>
      <p className="heatmap__legend muted" aria-hidden="true">
        <span className="heatmap__scale" /> {tr('charts.rhythmLegend')}
      </p>
      {/* A box hides the table: a table never shrinks below its content. */}
      <div className="visually-hidden">
        <table>
          <caption>{tr('charts.rhythmCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{tr('charts.hour')}</th>
              {rows.map((row) => (
                <th key={row.dimension} scope="col">
                  {dimensionLabel(row.dimension)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: 24 }, (_, hour) => (
              <tr key={hour}>
                <th scope="row">{hourLabel(hour)}</th>
                {rows.map((row) => (
                  <td key={row.dimension}>{percent(row.values[hour] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A 0..100 score as a ring. */
export function ScoreRing({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation(insightsNs);
  const r = 34;
  const c = 2 * Math.PI * r;
  return (
    <svg
      className="score-ring"
      width={84}
      height={84}
      viewBox="0 0 84 84"
      role="img"
      aria-label={t('charts.score', { label, value })}
    >
      <circle cx={42} cy={42} r={r} className="score-ring__track" />
      {value > 0 ? (
        <circle
          cx={42}
          cy={42}
          r={r}
          className="score-ring__value"
          strokeDasharray={`${(c * Math.max(0, Math.min(100, value))) / 100} ${c}`}
          transform="rotate(-90 42 42)"
        />
      ) : null}
      <text x={42} y={48} textAnchor="middle" className="score-ring__text">
        {value}
      </text>
    </svg>
  );
}
