import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { insightsNs } from '../../i18n/ns/insights.ts';
import type { InsightsResponse } from '../../../shared/api/settings.ts';
import {
  circadianParts,
  postingTimePart,
  valenceTrend,
} from '../../../domain/insights/insights.ts';
import { buttonClassName } from '../../components/ui/button.tsx';
import { LockIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MOODS, type Mood } from '../../../domain/emotion/mood.ts';
import { explainNs } from '../../i18n/ns/explain.ts';
import { i18n } from '../../i18n/i18n.ts';
import { useInsights } from './insights-api.ts';
import { AfterFirstRender } from '../../lib/after-first-render.tsx';
import { CircadianHeatmap, EmotionBars, MoodLineChart, ScoreRing } from './insights-charts.tsx';
import './insights.css';

type T = TFunction<'insights'>;

/** A mood's name inside a sentence, from the one mood catalogue (explain namespace). */
const moodWord = (mood: Mood) => i18n.t(`explain:mood.${mood}`).toLocaleLowerCase(i18n.language);

function cadenceSentence(data: InsightsResponse, t: T): string {
  const n = data.posts.inWindow;
  const days = data.windowDays;
  if (n === 0) return t('cadence.none', { days });
  const lead = t('cadence.lead', { count: n, days });
  if (data.posts.cadenceScore >= 88) return t('cadence.steady', { lead });
  if (data.posts.cadenceScore >= 72) return t('cadence.fewDays', { lead });
  return t('cadence.more', { lead });
}

/** happiness, calm, … and loneliness: the feelings a card can name. */
function knownMoods(t: T): string {
  const names = MOODS.filter((mood) => mood !== 'unknown').map((mood) => moodWord(mood));
  return `${names.slice(0, -1).join(', ')} ${t('mix.and')} ${names.at(-1) ?? ''}`;
}

function diversitySentence(data: InsightsResponse, t: T): string | null {
  const distinct = data.posts.distinctEmotions;
  if (distinct === null || data.posts.diversityPercent === null) return null;
  if (distinct === 0) return t('diversity.none');
  const top = data.posts.mix.find((entry) => entry.emotion !== 'unknown');
  // Diversity counts the spec's 8 insight colours; the moods inside them are named as on cards.
  // Its count, not "n of 8": the score (spec: distinct ÷ min(8, distinct)) is 100 for any mood.
  const lead = t('diversity.lead', { count: distinct });
  return top
    ? t('diversity.leads', { lead, mood: moodWord(top.emotion) })
    : t('diversity.plain', { lead });
}

function mixSentence(
  mix: InsightsResponse['posts']['mix'],
  whose: 'write' | 'engage',
  t: T,
): string {
  const top = mix.find((entry) => entry.emotion !== 'unknown');
  if (!top) return whose === 'write' ? t('mix.writeNone') : t('mix.engageNone');
  const mood = moodWord(top.emotion);
  const share = Math.round(top.share * 100);
  return whose === 'write' ? t('mix.write', { mood, share }) : t('mix.engage', { mood, share });
}

function TrackingOff() {
  const { t } = useTranslation(insightsNs);
  return (
    <section className="insights-card insights-off card" aria-labelledby="tracking-off-heading">
      <div className="insights-off__icon" aria-hidden="true">
        <LockIcon />
      </div>
      <div>
        <h2 id="tracking-off-heading" className="insights-card__title">
          {t('trackingOff.title')}
        </h2>
        <p className="muted">{t('trackingOff.body')}</p>
        <Link
          to="/settings?panel=privacy"
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          {t('trackingOff.link')}
        </Link>
      </div>
    </section>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="insights-empty">{children}</p>;
}

function InsightsBody({ data }: { data: InsightsResponse }) {
  const { t } = useTranslation(insightsNs);
  const { t: te } = useTranslation(explainNs);
  const postingPart = postingTimePart(data.posts.byHour);
  const postingSentence = postingPart ? te(`insights.postingTime.${postingPart}`) : null;
  const parts = data.circadian ? circadianParts(data.circadian.matrix) : null;
  const rhythm = parts
    ? te(`insights.calmest.${parts.calmest === parts.brightest ? 'same' : 'different'}`, {
        calmest: te(`part.${parts.calmest}`),
        brightest: te(`part.${parts.brightest}`),
      })
    : null;
  const moodDays = data.mood?.filter((day) => day.samples > 0).length ?? 0;
  const trend = data.mood ? valenceTrend(data.mood.map((day) => day.valence)) : null;
  const moodSentence = trend ? te(`insights.trend.${trend}`) : null;

  return (
    <div className="insights">
      <div className="insights-scores">
        <section className="insights-card insights-score card" aria-labelledby="cadence-heading">
          <ScoreRing value={data.posts.cadenceScore} label={t('cadence.title')} />
          <div>
            <h2 id="cadence-heading" className="insights-card__title">
              {t('cadence.title')}
            </h2>
            <p className="insights-sentence">{cadenceSentence(data, t)}</p>
          </div>
        </section>
        {data.tracking && data.posts.diversityPercent !== null ? (
          <section
            className="insights-card insights-score card"
            aria-labelledby="diversity-heading"
          >
            <ScoreRing value={data.posts.diversityPercent} label={t('diversity.title')} />
            <div>
              <h2 id="diversity-heading" className="insights-card__title">
                {t('diversity.title')}
              </h2>
              <p className="insights-sentence">{diversitySentence(data, t)}</p>
            </div>
          </section>
        ) : null}
      </div>

      {!data.tracking ? <TrackingOff /> : null}

      {data.tracking ? (
        <div className="insights-pair">
          <section className="insights-card card" aria-labelledby="mix-heading">
            <h2 id="mix-heading" className="insights-card__title">
              {t('mix.writeTitle')}
            </h2>
            {data.posts.mix.length > 0 ? (
              <>
                <p className="insights-sentence">{mixSentence(data.posts.mix, 'write', t)}</p>
                <EmotionBars mix={data.posts.mix} label={t('mix.writeLabel')} />
              </>
            ) : (
              <Empty>{t('mix.writeEmpty', { moods: knownMoods(t) })}</Empty>
            )}
          </section>
          <section className="insights-card card" aria-labelledby="engaged-heading">
            <h2 id="engaged-heading" className="insights-card__title">
              {t('mix.engageTitle')}
            </h2>
            {data.engaged && data.engaged.mix.length > 0 ? (
              <>
                <p className="insights-sentence">{mixSentence(data.engaged.mix, 'engage', t)}</p>
                <EmotionBars mix={data.engaged.mix} label={t('mix.engageLabel')} />
              </>
            ) : (
              <Empty>{t('mix.engageEmpty')}</Empty>
            )}
          </section>
        </div>
      ) : null}

      {data.tracking && data.mood ? (
        <section className="insights-card card" aria-labelledby="mood-heading">
          <h2 id="mood-heading" className="insights-card__title">
            {t('mood.title', { days: data.windowDays })}
          </h2>
          {moodDays >= 1 ? (
            <>
              <p id="mood-chart-summary" className="insights-sentence">
                {moodSentence ?? t('mood.oneDay')} {t('mood.explain')}
              </p>
              <MoodLineChart days={data.mood} />
            </>
          ) : (
            <Empty>{t('mood.empty')}</Empty>
          )}
        </section>
      ) : null}

      {data.tracking ? (
        <section className="insights-card card" aria-labelledby="rhythm-heading">
          <h2 id="rhythm-heading" className="insights-card__title">
            {t('rhythm.title')}
          </h2>
          {data.circadian ? (
            <>
              <p className="insights-sentence">
                {[postingSentence, rhythm].filter(Boolean).join(' ')}
              </p>
              <CircadianHeatmap matrix={data.circadian.matrix} />
            </>
          ) : (
            <Empty>{t('rhythm.empty')}</Empty>
          )}
        </section>
      ) : null}
    </div>
  );
}

export function Component() {
  const insights = useInsights();
  const { t } = useTranslation(insightsNs);
  const loading = (
    <p className="muted" role="status">
      {t('loading')}
    </p>
  );
  return (
    <div className="insights-page">
      <PageHeader title={t('title')} description={t('description')} />
      {insights.data ? (
        // The charts (the heatmap above all) render in slices, the loading line until then.
        <AfterFirstRender fallback={loading}>
          <InsightsBody data={insights.data} />
        </AfterFirstRender>
      ) : insights.isError ? (
        <LoadError message={t('loadFailed')} onRetry={() => void insights.refetch()} />
      ) : (
        loading
      )}
    </div>
  );
}
