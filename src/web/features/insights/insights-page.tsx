import { Link } from 'react-router';
import { INSIGHTS_DIVERSITY_CAP } from '../../../shared/constants.ts';
import type { InsightsResponse } from '../../../shared/api/settings.ts';
import {
  circadianSentence,
  postingTimeSentence,
  valenceTrendSentence,
} from '../../../domain/insights/insights.ts';
import { buttonClassName } from '../../components/ui/button.tsx';
import { LockIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MOOD_LABEL, MOODS } from '../../../domain/emotion/mood.ts';
import { useInsights } from './insights-api.ts';
import { CircadianHeatmap, EmotionBars, MoodLineChart, ScoreRing } from './insights-charts.tsx';
import './insights.css';

function cadenceSentence(data: InsightsResponse): string {
  const n = data.posts.inWindow;
  if (n === 0) return `You have not posted in the last ${data.windowDays} days.`;
  const lead = `${n} post${n === 1 ? '' : 's'} in the last ${data.windowDays} days`;
  if (data.posts.cadenceScore >= 88) return `${lead}: a steady rhythm.`;
  if (data.posts.cadenceScore >= 72) return `${lead}: about one every few days.`;
  return `${lead}. Posting more often lifts this score.`;
}

/** happiness, calm, … and loneliness: the feelings a card can name. */
const KNOWN_MOODS = (() => {
  const names = MOODS.filter((mood) => mood !== 'unknown').map((mood) =>
    MOOD_LABEL[mood].toLowerCase(),
  );
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
})();

function diversitySentence(data: InsightsResponse): string | null {
  const distinct = data.posts.distinctEmotions;
  if (distinct === null || data.posts.diversityPercent === null) return null;
  if (distinct === 0) return 'None of your recent posts carried a clear emotion yet.';
  const top = data.posts.mix.find((entry) => entry.emotion !== 'unknown');
  // Diversity counts the spec's 8 insight colours; the moods inside them are named as on cards.
  const lead = `${distinct} of the ${INSIGHTS_DIVERSITY_CAP} mood colours show up in your posts`;
  return top ? `${lead}; ${MOOD_LABEL[top.emotion].toLowerCase()} leads.` : `${lead}.`;
}

function mixSentence(mix: InsightsResponse['posts']['mix'], whose: 'write' | 'engage'): string {
  const top = mix.find((entry) => entry.emotion !== 'unknown');
  if (!top)
    return whose === 'write' ? 'Your posts carry no clear emotion yet.' : 'No clear emotion yet.';
  const name = MOOD_LABEL[top.emotion].toLowerCase();
  const share = Math.round(top.share * 100);
  return whose === 'write'
    ? `Most of what you write reads as ${name} (${share}%).`
    : `Most of what you engage with reads as ${name} (${share}%).`;
}

function TrackingOff() {
  return (
    <section className="insights-card insights-off card" aria-labelledby="tracking-off-heading">
      <div className="insights-off__icon" aria-hidden="true">
        <LockIcon />
      </div>
      <div>
        <h2 id="tracking-off-heading" className="insights-card__title">
          Emotion tracking is off
        </h2>
        <p className="muted">
          You turned emotion tracking off, so Lorien keeps no record of your moods and shows no
          tracked data here: no emotion mix, no mood over time, no daily rhythm. Your feed is not
          tuned to your mood either.
        </p>
        <Link
          to="/settings?panel=privacy"
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          Privacy settings
        </Link>
      </div>
    </section>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="insights-empty">{children}</p>;
}

function InsightsBody({ data }: { data: InsightsResponse }) {
  const postingSentence = postingTimeSentence(data.posts.byHour);
  const rhythm = data.circadian ? circadianSentence(data.circadian.matrix) : null;
  const moodDays = data.mood?.filter((day) => day.samples > 0).length ?? 0;
  const moodSentence = data.mood ? valenceTrendSentence(data.mood.map((day) => day.valence)) : null;

  return (
    <div className="insights">
      <div className="insights-scores">
        <section className="insights-card insights-score card" aria-labelledby="cadence-heading">
          <ScoreRing value={data.posts.cadenceScore} label="Posting cadence" />
          <div>
            <h2 id="cadence-heading" className="insights-card__title">
              Posting cadence
            </h2>
            <p className="insights-sentence">{cadenceSentence(data)}</p>
          </div>
        </section>
        {data.tracking && data.posts.diversityPercent !== null ? (
          <section
            className="insights-card insights-score card"
            aria-labelledby="diversity-heading"
          >
            <ScoreRing value={data.posts.diversityPercent} label="Emotional diversity" />
            <div>
              <h2 id="diversity-heading" className="insights-card__title">
                Emotional diversity
              </h2>
              <p className="insights-sentence">{diversitySentence(data)}</p>
            </div>
          </section>
        ) : null}
      </div>

      {!data.tracking ? <TrackingOff /> : null}

      {data.tracking ? (
        <div className="insights-pair">
          <section className="insights-card card" aria-labelledby="mix-heading">
            <h2 id="mix-heading" className="insights-card__title">
              The emotions in your posts
            </h2>
            {data.posts.mix.length > 0 ? (
              <>
                <p className="insights-sentence">{mixSentence(data.posts.mix, 'write')}</p>
                <EmotionBars mix={data.posts.mix} label="Emotions in your posts" />
              </>
            ) : (
              <Empty>
                {`Once you post, the emotions in your words appear here, out of ${KNOWN_MOODS}.`}
              </Empty>
            )}
          </section>
          <section className="insights-card card" aria-labelledby="engaged-heading">
            <h2 id="engaged-heading" className="insights-card__title">
              The emotions you engage with
            </h2>
            {data.engaged && data.engaged.mix.length > 0 ? (
              <>
                <p className="insights-sentence">{mixSentence(data.engaged.mix, 'engage')}</p>
                <EmotionBars mix={data.engaged.mix} label="Emotions in posts you engaged with" />
              </>
            ) : (
              <Empty>
                Read, echo, save or comment on other members’ posts, and the emotions you gravitate
                to appear here.
              </Empty>
            )}
          </section>
        </div>
      ) : null}

      {data.tracking && data.mood ? (
        <section className="insights-card card" aria-labelledby="mood-heading">
          <h2 id="mood-heading" className="insights-card__title">
            Your mood over {data.windowDays} days
          </h2>
          {moodDays >= 1 ? (
            <>
              <p id="mood-chart-summary" className="insights-sentence">
                {moodSentence ?? 'One day of mood so far; the line grows as you post and read.'}{' '}
                Valence is how pleasant, arousal how energised, from what you wrote and read each
                day.
              </p>
              <MoodLineChart days={data.mood} />
            </>
          ) : (
            <Empty>
              Your mood line starts with your first post or the first posts you read and react to.
            </Empty>
          )}
        </section>
      ) : null}

      {data.tracking ? (
        <section className="insights-card card" aria-labelledby="rhythm-heading">
          <h2 id="rhythm-heading" className="insights-card__title">
            Your daily rhythm
          </h2>
          {data.circadian ? (
            <>
              <p className="insights-sentence">
                {[postingSentence, rhythm].filter(Boolean).join(' ')}
              </p>
              <CircadianHeatmap matrix={data.circadian.matrix} />
            </>
          ) : (
            <Empty>
              Lorien learns how you feel at each hour from what you read and react to. Your 24-hour
              rhythm appears after your first few interactions.
            </Empty>
          )}
        </section>
      ) : null}
    </div>
  );
}

export function Component() {
  const insights = useInsights();
  return (
    <div className="insights-page">
      <PageHeader
        title="Insights"
        description="The emotional shape of what you share and read: your mix of moods, how they move over time, and your daily rhythm."
      />
      {insights.data ? (
        <InsightsBody data={insights.data} />
      ) : insights.isError ? (
        <LoadError
          message="We could not load your insights. Please try again."
          onRetry={() => void insights.refetch()}
        />
      ) : (
        <p className="muted" role="status">
          Loading your insights…
        </p>
      )}
    </div>
  );
}
