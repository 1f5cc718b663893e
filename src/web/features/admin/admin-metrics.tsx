import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMetrics, AdminUserStatus, SystemWarning } from '../../../shared/api/admin.ts';
import { ADMIN_USER_STATUSES } from '../../../shared/api/admin.ts';
import { ADMIN_TREND_ENTRIES, ENGAGEMENT_WEIGHTS } from '../../../shared/constants.ts';
import { formatDayMonth, lastEntriesNewestFirst } from '../../../domain/format/admin-format.ts';
import { moodColour, moodOf } from '../../../domain/emotion/mood.ts';
import { explainNs } from '../../i18n/ns/explain.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { adminNs } from '../../i18n/ns/admin.ts';
import { useAdminFormat } from './use-admin-format.ts';

export function AdminSection({
  id,
  title,
  subtitle,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card admin-section ${className ?? ''}`} aria-labelledby={id}>
      <div className="admin-section__head">
        <div>
          <h2 id={id} className="admin-section__title">
            {title}
          </h2>
          {subtitle ? <p className="admin-section__subtitle muted">{subtitle}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

const SUMMARY_KEYS = [
  'totalUsers',
  'activeUsers',
  'newUsers7d',
  'bannedUsers',
  'dailyActiveUsers',
  'returningUsers7d',
  'totalPosts',
  'posts7d',
  'posts24h',
  'avgTokensPerPost',
] as const;

const SIGNALS = ['echoes', 'saves', 'responses', 'views'] as const;
type Signal = (typeof SIGNALS)[number];
const isSignal = (key: string): key is Signal => (SIGNALS as readonly string[]).includes(key);

/**
 * Summary grid, Growth Momentum, the 7-day lists, Engagement, Community Snapshot, Emotion Mix.
 * Memoised: a ban or a success message elsewhere on the dashboard does not redraw it.
 */
export const MetricsSections = memo(function MetricsSections({
  metrics,
}: {
  metrics: AdminMetrics;
}) {
  const { t } = useTranslation(adminNs);
  const M = useMessages();
  const f = useAdminFormat();
  const { totals, growth, engagement } = metrics;
  const summary: Array<[string, string, number]> = [
    ...SUMMARY_KEYS.map((key): [string, string, number] => [key, t(`summary.${key}`), totals[key]]),
    ['totalTokens', t('summary.totalTokens'), metrics.gptUsage.totalTokens],
  ];
  return (
    <>
      <section aria-label={t('summary.label')} className="admin-summary">
        <dl className="admin-summary__grid">
          {summary.map(([key, label, value]) => (
            <div key={key} className="admin-stat">
              <dt className="admin-stat__label">{label}</dt>
              <dd className="admin-stat__value">{f.number(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="admin-grid admin-grid--two">
        <AdminSection id="admin-growth" title={t('growth.title')} subtitle={t('growth.subtitle')}>
          <dl className="admin-growth">
            <GrowthItem
              label={t('growth.signups')}
              value={growth.signups7d}
              delta={growth.signupsGrowth}
            />
            <GrowthItem
              label={t('growth.posts')}
              value={growth.posts7d}
              delta={growth.postsGrowth}
            />
          </dl>
        </AdminSection>
        <AdminSection
          id="admin-emotions"
          title={t('emotions.title')}
          subtitle={t('emotions.subtitle')}
        >
          <EmotionBars emotions={metrics.postsOverview.emotions} />
        </AdminSection>
      </div>

      <div className="admin-grid admin-grid--three">
        <TrendList
          id="admin-gpt"
          title={t('trends.gpt')}
          unit={t('trends.units.gpt')}
          series={metrics.gptUsage.daily}
        />
        <TrendList
          id="admin-posts"
          title={t('trends.posts')}
          unit={t('trends.units.posts')}
          series={metrics.posts}
        />
        <TrendList
          id="admin-signups"
          title={t('trends.signups')}
          unit={t('trends.units.signups')}
          series={metrics.signups}
        />
      </div>

      <AdminSection
        id="admin-engagement"
        title={t('engagement.title')}
        subtitle={t('engagement.subtitle', {
          echoes: f.number(ENGAGEMENT_WEIGHTS.echoes),
          saves: f.number(ENGAGEMENT_WEIGHTS.saves),
          responses: f.number(ENGAGEMENT_WEIGHTS.responses),
          views: f.number(ENGAGEMENT_WEIGHTS.views),
        })}
      >
        <div className="admin-engagement">
          {/* On a narrow phone the table scrolls in its card: a region the keyboard can reach. */}
          <div
            className="admin-table-wrap"
            role="region"
            aria-label={t('engagement.caption')}
            tabIndex={0}
          >
            <table className="admin-table admin-table--compact">
              <caption className="visually-hidden">{t('engagement.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('engagement.signal')}</th>
                  <th scope="col">{t('engagement.total')}</th>
                  <th scope="col">{t('engagement.average')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(engagement.totals).map(([key, value]) => (
                  <tr key={key}>
                    <th scope="row" className="admin-capitalize">
                      {isSignal(key) ? t(`engagement.signals.${key}`) : key}
                    </th>
                    <td>{f.number(value)}</td>
                    <td>{f.number(engagement.perPost[key] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <h3 className="admin-subtitle">{t('engagement.topPosts')}</h3>
            {engagement.topPosts.length === 0 ? (
              <p className="muted">{M.adminNoData}</p>
            ) : (
              <ol className="admin-rank">
                {engagement.topPosts.map((post) => (
                  <li key={post.id} className="admin-rank__item">
                    <a href={`/post/${encodeURIComponent(post.id)}`} className="admin-rank__name">
                      {post.authorName}
                    </a>
                    <span className="muted admin-rank__meta">
                      {[
                        f.date(post.createdAt),
                        t('engagement.echoes', {
                          count: post.metrics.echoes,
                          value: f.number(post.metrics.echoes),
                        }),
                        t('engagement.saves', {
                          count: post.metrics.saves,
                          value: f.number(post.metrics.saves),
                        }),
                        t('engagement.responses', {
                          count: post.metrics.responses,
                          value: f.number(post.metrics.responses),
                        }),
                      ].join(' · ')}
                    </span>
                    <span className="admin-rank__score">
                      {f.number(Math.round(post.score * 10) / 10)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </AdminSection>

      <AdminSection id="admin-community" title={t('community.title')}>
        <div className="admin-grid admin-grid--two admin-grid--flat">
          <div>
            <h3 className="admin-subtitle">{t('community.recent')}</h3>
            {metrics.users.recentSignups.length === 0 ? (
              <p className="muted">{M.adminNoData}</p>
            ) : (
              <ul className="admin-rank">
                {metrics.users.recentSignups.map((user) => (
                  <li key={user.id} className="admin-rank__item">
                    <span className="admin-rank__name">{user.name}</span>
                    <span className="muted admin-rank__meta">{f.date(user.createdAt)}</span>
                    <StatusBadge status={user.status} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="admin-subtitle">{t('community.creators')}</h3>
            {metrics.users.topCreators.length === 0 ? (
              <p className="muted">{M.adminNoData}</p>
            ) : (
              <ul className="admin-rank">
                {metrics.users.topCreators.map((creator) => (
                  <li key={creator.id} className="admin-rank__item">
                    <a href={`/u/${encodeURIComponent(creator.id)}`} className="admin-rank__name">
                      {creator.name}
                    </a>
                    <span className="muted admin-rank__meta">
                      {t('community.lastPost', { date: f.date(creator.lastPost) })}
                    </span>
                    <span className="admin-rank__score">
                      {t('community.posts', {
                        count: creator.postCount,
                        value: f.number(creator.postCount),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </AdminSection>
    </>
  );
});

const isStatus = (status: string): status is AdminUserStatus =>
  (ADMIN_USER_STATUSES as readonly string[]).includes(status);

/** Banned, Active or Inactive (spec section 4), in the interface language. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(adminNs);
  return (
    <span className={`badge admin-status admin-status--${status.toLowerCase()}`}>
      {isStatus(status) ? t(`status.${status}`) : status}
    </span>
  );
}

function GrowthItem({ label, value, delta }: { label: string; value: number; delta: number }) {
  const { t } = useTranslation(adminNs);
  const f = useAdminFormat();
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  return (
    <div className="admin-growth__item">
      <dt className="admin-stat__label">{label}</dt>
      <dd className="admin-stat__value">{f.number(value)}</dd>
      <dd className={`admin-delta admin-delta--${direction}`}>
        {f.delta(delta)} <span className="muted">{t('growth.versus')}</span>
      </dd>
    </div>
  );
}

function TrendList({
  id,
  title,
  unit,
  series,
}: {
  id: string;
  title: string;
  unit: string;
  series: Array<{ date: string; value: number }>;
}) {
  const { t } = useTranslation(adminNs);
  const M = useMessages();
  const f = useAdminFormat();
  const entries = lastEntriesNewestFirst(series, ADMIN_TREND_ENTRIES);
  const max = Math.max(1, ...entries.map((entry) => entry.value));
  return (
    <AdminSection
      id={id}
      title={title}
      subtitle={t('trends.subtitle', { count: ADMIN_TREND_ENTRIES })}
    >
      {entries.length === 0 ? (
        <p className="muted">{M.adminNoData}</p>
      ) : (
        <ul className="admin-trend">
          {entries.map((entry) => (
            <li key={entry.date} className="admin-trend__row">
              <span className="admin-trend__date">{formatDayMonth(entry.date)}</span>
              <span className="admin-trend__bar" aria-hidden="true">
                <span style={{ width: `${(entry.value / max) * 100}%` }} />
              </span>
              <span className="admin-trend__value">
                {f.number(entry.value)} <span className="visually-hidden">{unit}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function EmotionBars({ emotions }: { emotions: AdminMetrics['postsOverview']['emotions'] }) {
  const { t } = useTranslation(explainNs);
  const M = useMessages();
  const f = useAdminFormat();
  if (emotions.length === 0) return <p className="muted">{M.adminNoData}</p>;
  return (
    <ul className="admin-emotions">
      {emotions.map((entry) => (
        <li key={entry.emotion} className="admin-emotions__row">
          <span className="admin-emotions__label">{t(`mood.${moodOf(entry.emotion)}`)}</span>
          <span className="admin-emotions__bar" aria-hidden="true">
            <span
              style={{
                width: `${Math.max(entry.share * 100, 1)}%`,
                background: `var(--insight-${moodColour(moodOf(entry.emotion))})`,
              }}
            />
          </span>
          <span className="admin-emotions__value">
            {f.percent(entry.share)} <span className="muted">({f.number(entry.count)})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Memoised like the metrics: it redraws when the system data or the refresh state changes. */
/**
 * One System Status warning in the administrator's language: its sentence, when the oldest mail
 * has waited since, and the mail server's last error as it gave it (English, marked so).
 */
function SystemWarningItem({ warning }: { warning: SystemWarning }) {
  const { t } = useTranslation(adminNs);
  const format = useAdminFormat();
  const { count, seconds, since, error } = warning.params;
  return (
    <li>
      {t(`system.warning.${warning.code}`, { count: count ?? 0, seconds: seconds ?? 0 })}
      {since ? <> {t('system.warning.since', { since: format.when(since) })}</> : null}
      {error ? (
        <>
          {' '}
          {t('system.warning.lastError', { error: '' })}
          <span lang="en">{error}</span>
        </>
      ) : null}
    </li>
  );
}

export const SystemStatus = memo(function SystemStatus({
  system,
  refreshing,
  onRefresh,
}: {
  system: AdminMetrics['system'];
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(adminNs);
  const f = useAdminFormat();
  const rows: Array<[string, string, ReactNode]> = [
    [
      'llm',
      t('system.llm'),
      system.openaiConfigured ? t('system.configured') : t('system.builtIn'),
    ],
    [
      'database',
      t('system.database'),
      system.firebaseConfigured ? t('system.configured') : t('system.unavailable'),
    ],
    ['indexed', t('system.postsIndexed'), f.number(system.postsIndexed)],
    ['api', t('system.apiVersion'), system.apiVersion],
    [
      'admin',
      t('system.administrator'),
      system.adminConfigured ? t('system.configured') : t('system.notConfigured'),
    ],
    ['environment', t('system.environment'), system.environment],
  ];
  return (
    <AdminSection
      id="admin-system"
      title={t('system.title')}
      action={
        <BusyButton
          size="sm"
          busy={refreshing}
          busyLabel={t('system.refreshing')}
          onClick={onRefresh}
        >
          {t('system.refresh')}
        </BusyButton>
      }
    >
      <dl className="admin-kv">
        {rows.map(([key, label, value]) => (
          <div key={key} className="admin-kv__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {system.warningCodes.length > 0 ? (
        <ul className="admin-warnings" aria-label={t('system.warnings')}>
          {system.warningCodes.map((warning) => (
            <SystemWarningItem
              key={`${warning.code}:${JSON.stringify(warning.params)}`}
              warning={warning}
            />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('system.noWarnings')}</p>
      )}
    </AdminSection>
  );
});
