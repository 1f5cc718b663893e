import type { ReactNode } from 'react';
import type { AdminMetrics } from '../../../shared/api/admin.ts';
import { ADMIN_TREND_ENTRIES, ENGAGEMENT_WEIGHTS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  formatAdminDelta,
  formatAdminNumber,
  formatAdminPercent,
  formatDayMonth,
  lastEntriesNewestFirst,
} from '../../../domain/format/admin-format.ts';
import { useTranslation } from 'react-i18next';
import { moodColour, moodOf } from '../../../domain/emotion/mood.ts';
import { explainNs } from '../../i18n/ns/explain.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';

const n = formatAdminNumber;

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

function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
}

/** Summary grid, Growth Momentum, the 7-day lists, Engagement, Community Snapshot, Emotion Mix. */
export function MetricsSections({ metrics }: { metrics: AdminMetrics }) {
  const { totals, growth, engagement } = metrics;
  const summary: Array<[string, number]> = [
    ['Total users', totals.totalUsers],
    ['Active users', totals.activeUsers],
    ['New users (7d)', totals.newUsers7d],
    ['Banned users', totals.bannedUsers],
    ['Daily active', totals.dailyActiveUsers],
    ['Returning (7d)', totals.returningUsers7d],
    ['Total posts', totals.totalPosts],
    ['Posts (7d)', totals.posts7d],
    ['Posts (24h)', totals.posts24h],
    ['Avg tokens / post', totals.avgTokensPerPost],
    ['GPT tokens', metrics.gptUsage.totalTokens],
  ];
  return (
    <>
      <section aria-label="Summary" className="admin-summary">
        <dl className="admin-summary__grid">
          {summary.map(([label, value]) => (
            <div key={label} className="admin-stat">
              <dt className="admin-stat__label">{label}</dt>
              <dd className="admin-stat__value">{n(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="admin-grid admin-grid--two">
        <AdminSection
          id="admin-growth"
          title="Growth Momentum"
          subtitle="Last 7 days against the 7 before"
        >
          <dl className="admin-growth">
            <GrowthItem
              label="New signups (7d)"
              value={growth.signups7d}
              delta={growth.signupsGrowth}
            />
            <GrowthItem label="New posts (7d)" value={growth.posts7d} delta={growth.postsGrowth} />
          </dl>
        </AdminSection>
        <AdminSection
          id="admin-emotions"
          title="Emotion Mix"
          subtitle="Share of all posts by emotion"
        >
          <EmotionBars emotions={metrics.postsOverview.emotions} />
        </AdminSection>
      </div>

      <div className="admin-grid admin-grid--three">
        <TrendList id="admin-gpt" title="GPT Usage" unit="tokens" series={metrics.gptUsage.daily} />
        <TrendList
          id="admin-posts"
          title="Daily Post Activity"
          unit="posts"
          series={metrics.posts}
        />
        <TrendList
          id="admin-signups"
          title="Registration Trend"
          unit="signups"
          series={metrics.signups}
        />
      </div>

      <AdminSection
        id="admin-engagement"
        title="Engagement Overview"
        subtitle={`Score weights: echoes ×${ENGAGEMENT_WEIGHTS.echoes}, saves ×${ENGAGEMENT_WEIGHTS.saves}, responses ×${ENGAGEMENT_WEIGHTS.responses}, views ×${ENGAGEMENT_WEIGHTS.views}`}
      >
        <div className="admin-engagement">
          <table className="admin-table admin-table--compact">
            <caption className="visually-hidden">Engagement totals and averages per post</caption>
            <thead>
              <tr>
                <th scope="col">Signal</th>
                <th scope="col">Total</th>
                <th scope="col">Average per post</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(engagement.totals).map(([key, value]) => (
                <tr key={key}>
                  <th scope="row" className="admin-capitalize">
                    {key}
                  </th>
                  <td>{n(value)}</td>
                  <td>{n(engagement.perPost[key] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <h3 className="admin-subtitle">Top Performing Posts</h3>
            {engagement.topPosts.length === 0 ? (
              <p className="muted">{MESSAGES.adminNoData}</p>
            ) : (
              <ol className="admin-rank">
                {engagement.topPosts.map((post) => (
                  <li key={post.id} className="admin-rank__item">
                    <a href={`/post/${encodeURIComponent(post.id)}`} className="admin-rank__name">
                      {post.authorName}
                    </a>
                    <span className="muted admin-rank__meta">
                      {formatDate(post.createdAt)} · {n(post.metrics.echoes)} echoes ·{' '}
                      {n(post.metrics.saves)} saves · {n(post.metrics.responses)} responses
                    </span>
                    <span className="admin-rank__score">{n(Math.round(post.score * 10) / 10)}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </AdminSection>

      <AdminSection id="admin-community" title="Community Snapshot">
        <div className="admin-grid admin-grid--two admin-grid--flat">
          <div>
            <h3 className="admin-subtitle">Recent Signups</h3>
            {metrics.users.recentSignups.length === 0 ? (
              <p className="muted">{MESSAGES.adminNoData}</p>
            ) : (
              <ul className="admin-rank">
                {metrics.users.recentSignups.map((user) => (
                  <li key={user.id} className="admin-rank__item">
                    <span className="admin-rank__name">{user.name}</span>
                    <span className="muted admin-rank__meta">{formatDate(user.createdAt)}</span>
                    <StatusBadge status={user.status} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="admin-subtitle">Top Creators</h3>
            {metrics.users.topCreators.length === 0 ? (
              <p className="muted">{MESSAGES.adminNoData}</p>
            ) : (
              <ul className="admin-rank">
                {metrics.users.topCreators.map((creator) => (
                  <li key={creator.id} className="admin-rank__item">
                    <a href={`/u/${encodeURIComponent(creator.id)}`} className="admin-rank__name">
                      {creator.name}
                    </a>
                    <span className="muted admin-rank__meta">
                      Last post {formatDate(creator.lastPost)}
                    </span>
                    <span className="admin-rank__score">
                      {n(creator.postCount)} {creator.postCount === 1 ? 'post' : 'posts'}
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
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge admin-status admin-status--${status.toLowerCase()}`}>{status}</span>
  );
}

function GrowthItem({ label, value, delta }: { label: string; value: number; delta: number }) {
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  return (
    <div className="admin-growth__item">
      <dt className="admin-stat__label">{label}</dt>
      <dd className="admin-stat__value">{n(value)}</dd>
      <dd className={`admin-delta admin-delta--${direction}`}>
        {formatAdminDelta(delta)} <span className="muted">vs previous 7 days</span>
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
  const entries = lastEntriesNewestFirst(series, ADMIN_TREND_ENTRIES);
  const max = Math.max(1, ...entries.map((entry) => entry.value));
  return (
    <AdminSection
      id={id}
      title={title}
      subtitle={`Last ${ADMIN_TREND_ENTRIES} entries, newest first`}
    >
      {entries.length === 0 ? (
        <p className="muted">{MESSAGES.adminNoData}</p>
      ) : (
        <ul className="admin-trend">
          {entries.map((entry) => (
            <li key={entry.date} className="admin-trend__row">
              <span className="admin-trend__date">{formatDayMonth(entry.date)}</span>
              <span className="admin-trend__bar" aria-hidden="true">
                <span style={{ width: `${(entry.value / max) * 100}%` }} />
              </span>
              <span className="admin-trend__value">
                {n(entry.value)} <span className="visually-hidden">{unit}</span>
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
  if (emotions.length === 0) return <p className="muted">{MESSAGES.adminNoData}</p>;
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
            {formatAdminPercent(entry.share)} <span className="muted">({n(entry.count)})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function SystemStatus({
  system,
  refreshing,
  onRefresh,
}: {
  system: AdminMetrics['system'];
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const rows: Array<[string, ReactNode]> = [
    ['LLM provider', system.openaiConfigured ? 'Configured' : 'Built-in engine'],
    ['Database, sessions and storage', system.firebaseConfigured ? 'Configured' : 'Unavailable'],
    ['Posts indexed', n(system.postsIndexed)],
    ['API version', system.apiVersion],
    ['Administrator', system.adminConfigured ? 'Configured' : 'Not configured'],
    ['Environment', system.environment],
  ];
  return (
    <AdminSection
      id="admin-system"
      title="System Status"
      action={
        <BusyButton size="sm" busy={refreshing} busyLabel="Refreshing…" onClick={onRefresh}>
          Refresh
        </BusyButton>
      }
    >
      <dl className="admin-kv">
        {rows.map(([label, value]) => (
          <div key={label} className="admin-kv__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {system.warnings.length > 0 ? (
        <ul className="admin-warnings" aria-label="Warnings">
          {system.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">No warnings.</p>
      )}
    </AdminSection>
  );
}
