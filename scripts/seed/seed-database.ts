// Fills a migrated database with a deterministic synthetic community through bulk SQL
// (generate_series), shaped like what the services write: members with profiles, credentials,
// consents and emotion rows; a skewed follow graph; blocks; posts in English and Turkish with
// hashtags, some with images; their analysis rows; comments, echoes, saves, direct messages,
// notifications and the interaction log. Every "random" choice is a hash of the row number
// (hashint8extended), so the same sizes give the same community; only the time origin moves.
// Counters (posts' echoes, saves, responses and views, members' invited counts, the member
// count) are computed from the rows at the end, so they always equal the records they count.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { EMOTION_DEFAULTS, EMOTION_DIMENSIONS, HOURS_PER_DAY } from '../../src/shared/constants.ts';
import { hashPassword, reconcileMemberCount } from '../../src/server/modules/auth/index.ts';
import { ensureHouseAccount } from '../../src/server/modules/house/index.ts';
import { groupKeySql } from '../../src/server/modules/notifications/notifications.repository.ts';
import { foldSqlExpression } from '../../src/shared/text/fold.ts';
import { BIOS, COMMENTS, FIRST_NAMES, LAST_NAMES, MESSAGES } from './corpus.ts';
import { seedTexts } from './content.ts';
import { SEED_IMAGE_SIZE, writeSeedImages } from './images.ts';

export interface SeedSizes {
  members: number;
  posts: number;
  /** Interaction events in all: the echoes', saves' and comments' own events, then views. */
  events: number;
}

export interface SeedOptions extends SeedSizes {
  /** The local upload store (`<data dir>/uploads`); null writes no files (S3, or tests). */
  uploadsRoot: string | null;
  now?: Date;
  log?: (message: string) => void;
  /** Distinct post texts per sentence (each analysed once); fewer makes tiny seeds faster. */
  textVariety?: number;
}

export interface SeedReport {
  rows: Record<string, number>;
  seconds: number;
}

/** Every seeded member signs in with this password (`seed<n>@example.com`). */
export const SEED_PASSWORD = 'lorien seed password';
export const seedMemberId = (n: number) => `seed-u-${n}`;
export const seedMemberEmail = (n: number) => `seed${n}@example.com`;
export const seedPostId = (n: number) => `seed-p-${n}`;
/** Every this-many-th member is banned (the admin's lists have some); the rest can sign in. */
export const SEED_BANNED_EVERY = 97;
export const isSeedMemberBanned = (n: number) => n % SEED_BANNED_EVERY === 0;
/** How many members own a seed image (their posts carry one every third post). */
export const SEED_IMAGE_OWNERS = 6;

const POST_CHUNK = 25_000;
const EVENT_CHUNK = 250_000;

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf(
  db: Database,
  query: ReturnType<typeof sql>,
): Promise<Array<Record<string, unknown>>> {
  return ((await db.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;
}

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(text).join(',')}]::text[]`;
const realArray = (values: readonly number[]) =>
  `array[${values.map((v) => (Number.isFinite(v) ? String(v) : '0')).join(',')}]::real[]`;

/** A uniform number in [0, 1) from the row expression and a salt: the same every run. */
const rnd = (expr: string, salt: number) =>
  `((hashint8extended((${expr})::bigint, ${salt}) & 4294967295)::float8 / 4294967296.0)`;
/** An integer in [1, n], skewed towards 1 by `power` (1 = uniform). */
const pick = (expr: string, salt: number, n: number, power = 1) =>
  `(1 + floor(${n} * power(${rnd(expr, salt)}, ${power}))::int)`;
const member = (numberExpr: string) => `('seed-u-' || (${numberExpr}))`;
const fold = (expr: string) => `lower(translate(${expr}, 'ıİşŞğĞüÜöÖçÇ', 'iIsSgGuUoOcC'))`;

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const step = (message: string) =>
    log(`[seed ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
  const run = (statement: string) => db.execute(sql.raw(statement));
  const now = options.now ?? new Date();
  const NOW = `${text(now.toISOString())}::timestamptz`;
  const members = Math.max(2, Math.floor(options.members));
  const posts = Math.max(1, Math.floor(options.posts));
  const comments = Math.floor(posts / 2);
  const echoes = Math.floor(posts / 2);
  const saves = Math.floor(posts / 5);
  const messages = members * 10;

  const existing = await rowsOf(db, sql`select 1 from users where id = ${seedMemberId(1)}`);
  if (existing.length > 0)
    throw new Error('This database is already seeded; seed an empty database.');
  await ensureHouseAccount(db, now);

  // A time over the last 30 days shaped like a day: most in the evening, some in working hours.
  const shapedTime = (expr: string, salt: number) => `(
    date_trunc('day', ${NOW}) - floor(30 * power(${rnd(expr, salt)}, 1.4)) * interval '1 day'
    + (case when ${rnd(expr, salt + 1)} < 0.45 then 18 + floor(6 * ${rnd(expr, salt + 2)})
            when ${rnd(expr, salt + 1)} < 0.75 then 8 + floor(10 * ${rnd(expr, salt + 2)})
            else floor(24 * ${rnd(expr, salt + 2)}) end) * interval '1 hour'
    + ${rnd(expr, salt + 3)} * interval '1 hour')`;
  const notFuture = (t: string) =>
    `(case when ${t} > ${NOW} then ${t} - interval '1 day' else ${t} end)`;
  /** A moment after `since`, shaped like a day where it can be. */
  const after = (since: string, expr: string, salt: number) =>
    `(case when ${notFuture(shapedTime(expr, salt))} > ${since}
           then ${notFuture(shapedTime(expr, salt))}
           else ${since} + (${NOW} - ${since}) * ${rnd(expr, salt + 9)} end)`;

  // 1. The texts posts are made of, analysed once each.
  const texts = seedTexts(options.textVariety);
  await run(`drop table if exists seed_content`);
  await run(`create table seed_content (k int primary key, content text, hashtags text[],
    lang text, topics text[], emotion text, emo_vector real[], txt_emb real[], tone text,
    toxicity real, hatespeech real, disinfo real, labels text[])`);
  for (let from = 0; from < texts.length; from += 200) {
    const values = texts.slice(from, from + 200).map(
      (t, n) =>
        `(${from + n}, ${text(t.content)}, ${textArray(t.hashtags)}, ${text(t.lang)},
          ${textArray(t.topics)}, ${t.emotion ? text(t.emotion) : 'null'}, ${realArray(t.emoVector)},
          ${realArray(t.txtEmb)}, ${text(t.tone)}, ${t.toxicity}, ${t.hatespeech}, ${t.disinfo},
          ${textArray(t.labels)})`,
    );
    await run(`insert into seed_content values ${values.join(',')}`);
  }
  // Post search's keys, as the posts module stores them: the folded hashtags, topics and
  // emotion tag (migration 0006's back-fill), on databases that have the column.
  const searchTerms = await rowsOf(
    db,
    sql`
    select 1 from information_schema.columns
    where table_name = 'posts' and column_name = 'search_terms'`,
  );
  const withSearchTerms = searchTerms.length > 0;
  if (withSearchTerms) {
    await run(`alter table seed_content add column search_terms text[]`);
    await run(`
      update seed_content c set search_terms = coalesce((
        select array_agg(distinct key order by key)
        from (select ${foldSqlExpression('term')} as key
              from unnest(c.hashtags || c.topics
                          || case when c.emotion is null then '{}'::text[] else array[c.emotion] end) term) folded
        where key <> ''), '{}'::text[])`);
  }
  step(`${texts.length} analysed texts`);

  // 2. Members, their credentials, consents and emotion rows.
  const passwordHash = await hashPassword(SEED_PASSWORD);
  await run(`
    insert into users (id, name, email, email_verified, first_name, last_name, username,
                       username_lower, handle, display_name, tags, bio, headline, location,
                       referrer_uid, created_at, updated_at, last_login, is_banned)
    select ${member('i')}, f || ' ' || l, 'seed' || i || '@example.com', true, f, l,
           ${fold('f')} || '_' || i, ${fold('f')} || '_' || i, ${fold('f')} || '_' || i,
           f || ' ' || l,
           array[(${textArray(['çay', 'music', 'books', 'coding', 'deniz', 'running'])})[${pick('i', 3, 6)}]],
           (${textArray(BIOS)})[${pick('i', 4, BIOS.length)}],
           null,
           (${textArray(['İstanbul', 'Ankara', 'İzmir', 'London', 'Berlin'])})[${pick('i', 5, 5)}],
           case when i = 1 then null else ${member(`1 + floor((i - 1) * power(${rnd('i', 6)}, 2))::int`)} end,
           ${NOW} - (30 + 90 * ${rnd('i', 7)}) * interval '1 day',
           ${NOW} - (30 + 90 * ${rnd('i', 7)}) * interval '1 day',
           case when ${rnd('i', 8)} < 0.8 then ${NOW} - 20 * ${rnd('i', 9)} * interval '1 day' end,
           i % ${SEED_BANNED_EVERY} = 0
    from generate_series(1, ${members}) as i,
         lateral (select (${textArray(FIRST_NAMES)})[${pick('i', 1, FIRST_NAMES.length)}] as f,
                         (${textArray(LAST_NAMES)})[${pick('i', 2, LAST_NAMES.length)}] as l) names`);
  await run(`
    update users u set referral_invited_count = r.n
    from (select referrer_uid, count(*)::int as n from users
          where referrer_uid like 'seed-u-%' group by referrer_uid) r
    where u.id = r.referrer_uid`);
  await db.execute(sql`
    insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
    select 'seed-a-' || i, 'seed-u-' || i, 'credential', 'seed-u-' || i, ${passwordHash},
           ${now}, ${now}
    from generate_series(1, ${members}::int) as i`);
  // One member in twenty turned emotion tracking off.
  await run(`
    insert into consents (user_id, emotion_tracking)
    select ${member('i')}, ${rnd('i', 11)} >= 0.05 from generate_series(1, ${members}) as i`);
  const dimensions = EMOTION_DIMENSIONS.map((dimension, d) => {
    const base = EMOTION_DEFAULTS[dimension];
    const low = dimension === 'valence' ? -1 : 0;
    return `greatest(${low}, least(1, ${base} + 0.5 * (${rnd(`i * 8 + ${d}`, 12)} - 0.5)))`;
  });
  await run(`
    insert into emotion_state (user_id, vector, last_updated)
    select ${member('i')}, array[${dimensions.join(',')}]::real[],
           ${NOW} - 3 * ${rnd('i', 13)} * interval '1 day'
    from generate_series(1, ${members}) as i`);
  // 24 hours x 8 dimensions: the defaults swinging on the member's own daily rhythm.
  const hourly = EMOTION_DIMENSIONS.map((dimension, d) => {
    const base = EMOTION_DEFAULTS[dimension];
    const low = dimension === 'valence' ? -1 : 0;
    return `round(greatest(${low}, least(1, ${base} + 0.15 * cos((h - 6 - 12 * ${rnd(`i * 8 + ${d}`, 14)}) * pi() / 12)))::numeric, 3)`;
  });
  await run(`
    insert into circadian_profile (user_id, matrix, updated_at)
    select ${member('i')},
           (select jsonb_agg(jsonb_build_array(${hourly.join(',')}) order by h)
            from generate_series(0, ${HOURS_PER_DAY - 1}) as h),
           ${NOW} - 3 * ${rnd('i', 15)} * interval '1 day'
    from generate_series(1, ${members}) as i`);
  step(`${members} members with credentials, consents, emotion state and circadian profiles`);

  // 3. The follow graph: 10 to 60 follows each, towards a few popular accounts (low numbers).
  await run(`
    insert into follows (follower_id, followee_id, created_at)
    select ${member('i')}, ${member(pick('i * 64 + j', 21, members, 3))},
           ${NOW} - 60 * ${rnd('i * 64 + j', 22)} * interval '1 day'
    from generate_series(1, ${members}) as i,
         generate_series(1, 10 + floor(50 * ${rnd('i', 20)})::int) as j
    where ${pick('i * 64 + j', 21, members, 3)} <> i
    on conflict do nothing`);
  // One member in fifty blocks someone far from their circle; a block ends follows both ways.
  await run(`
    insert into blocks (blocker_id, blocked_id, created_at)
    select ${member('i')}, ${member(`1 + (i - 1 + ${Math.floor(members / 2)}) % ${members}`)},
           ${NOW} - 10 * ${rnd('i', 23)} * interval '1 day'
    from generate_series(1, ${members}) as i
    where i % 50 = 0 and 1 + (i - 1 + ${Math.floor(members / 2)}) % ${members} <> i`);
  await run(`
    delete from follows f using blocks b
    where (f.follower_id = b.blocker_id and f.followee_id = b.blocked_id)
       or (f.follower_id = b.blocked_id and f.followee_id = b.blocker_id)`);
  step('follows and blocks');

  // 4. A few real images, owned by the first members; every third post of theirs shows one.
  const imageOwners = Math.min(SEED_IMAGE_OWNERS, members);
  const images = await writeSeedImages(options.uploadsRoot, imageOwners);
  for (const image of images)
    await db.execute(sql`
      insert into uploads (id, owner_id, folder, path, content_type, size_bytes, width, height,
                           thumb_path, created_at)
      values (${`seed-upload-${image.ownerNumber}`}, ${seedMemberId(image.ownerNumber)}, 'posts',
              ${image.path}, 'image/webp', ${image.sizeBytes}, ${SEED_IMAGE_SIZE.width},
              ${SEED_IMAGE_SIZE.height}, ${image.thumbPath}, ${now})`);

  // 5. Posts, prolific authors skewed like the follow graph, and their analysis rows.
  const textFor = (i: string) => `(${pick(i, 31, texts.length)} - 1)`;
  const authorFor = (i: string) => pick(i, 32, members, 2);
  for (let from = 1; from <= posts; from += POST_CHUNK) {
    const to = Math.min(posts, from + POST_CHUNK - 1);
    await run(`
      insert into posts (id, author_id, author_name, content, hashtags, created_at, emotion,
                         emo_vector, media_url, media_thumb_url, media_storage_path,
                         media_content_type, media_alt, media_width, media_height
                         ${withSearchTerms ? ', search_terms' : ''})
      select 'seed-p-' || i, u.id, u.display_name, c.content, c.hashtags,
             ${notFuture(shapedTime('i', 33))}, c.emotion, c.emo_vector,
             '/media/' || up.path, '/media/' || up.thumb_path, up.path,
             up.content_type, case when up.path is not null then 'A seeded picture' end,
             up.width, up.height ${withSearchTerms ? ', c.search_terms' : ''}
      from generate_series(${from}, ${to}) as i
      join users u on u.id = ${member(authorFor('i'))}
      join seed_content c on c.k = ${textFor('i')}
      left join uploads up on up.owner_id = u.id and up.id like 'seed-upload-%' and i % 3 = 0`);
    await run(`
      insert into content_index (id, type, lang, topics, creator_id, region, has_media, created_at)
      select p.id, 'post', c.lang, c.topics, p.author_id, 'tr', p.media_storage_path is not null,
             p.created_at
      from generate_series(${from}, ${to}) as i
      join posts p on p.id = 'seed-p-' || i
      join seed_content c on c.k = ${textFor('i')}`);
    await run(`
      insert into content_embeddings (id, emo_vector, txt_emb, tone)
      select 'seed-p-' || i, c.emo_vector, c.txt_emb, c.tone
      from generate_series(${from}, ${to}) as i join seed_content c on c.k = ${textFor('i')}`);
    // About 4% are risky: toxic (2.5%), hateful (1%) or a disinformation claim (1.5%).
    await run(`
      insert into content_safety (id, toxicity, hatespeech, disinfo, safety_conf, labels, updated_at)
      select 'seed-p-' || i,
             case when r < 0.025 then 0.6 + 0.4 * r2 else c.toxicity end,
             case when r >= 0.025 and r < 0.035 then 0.6 + 0.4 * r2 else c.hatespeech end,
             case when r >= 0.035 and r < 0.05 then 0.5 + 0.5 * r2 else c.disinfo end,
             0.7,
             case when r < 0.025 then array['insult']
                  when r < 0.035 then array['identity_attack', 'targeted']
                  when r < 0.05 then array['claim']
                  else c.labels end,
             ${NOW}
      from generate_series(${from}, ${to}) as i
      join seed_content c on c.k = ${textFor('i')},
      lateral (select ${rnd('i', 34)} as r, ${rnd('i', 35)} as r2) risk`);
    step(`posts ${to}/${posts} with index, embedding and safety rows`);
  }

  // 6. Comments, echoes and saves, each after the post it belongs to; popular posts get more.
  const postFor = (expr: string, salt: number) => `('seed-p-' || ${pick(expr, salt, posts, 1.5)})`;
  await run(`
    insert into comments (id, post_id, author_id, author_name, text, created_at)
    select 'seed-c-' || j, p.id, u.id, u.display_name,
           (${textArray(COMMENTS)})[${pick('j', 41, COMMENTS.length)}],
           ${after('p.created_at', 'j', 42)}
    from generate_series(1, ${comments}) as j
    join posts p on p.id = ${postFor('j', 43)}
    join users u on u.id = ${member(pick('j', 44, members))}`);
  for (const [table, count, salt] of [
    ['echoes', echoes, 50],
    ['saves', saves, 60],
  ] as const)
    await run(`
      insert into ${table} (user_id, post_id, created_at)
      select ${member(pick('j', salt, members))}, p.id, ${after('p.created_at', 'j', salt + 1)}
      from generate_series(1, ${count}) as j
      join posts p on p.id = ${postFor('j', salt + 8)}
      on conflict do nothing`);
  step('comments, echoes and saves');

  // 7. Direct messages: each member writes to a few neighbours; two mailbox copies each.
  const neighbours = Math.min(5, members - 1);
  await run(`
    insert into direct_messages (id, owner_id, peer_id, from_id, to_id, text, created_at, read,
                                 direction, mirror_id)
    select 'seed-m-' || j || side.suffix,
           case when side.suffix = '-o' then m.from_id else m.to_id end,
           case when side.suffix = '-o' then m.to_id else m.from_id end,
           m.from_id, m.to_id, m.body, m.at,
           side.suffix = '-o' or m.at < ${NOW} - interval '1 day' or ${rnd('j', 71)} < 0.5,
           case when side.suffix = '-o' then 'outgoing' else 'incoming' end,
           'seed-m-' || j || case when side.suffix = '-o' then '-i' else '-o' end
    from generate_series(1, ${messages}) as j,
         lateral (select ${member(`1 + floor((j - 1) / 10)::int % ${members}`)} as from_id,
                         ${member(`1 + (floor((j - 1) / 10)::int + ${pick('j', 72, neighbours)}) % ${members}`)} as to_id,
                         (${textArray(MESSAGES)})[${pick('j', 73, MESSAGES.length)}] as body,
                         ${notFuture(shapedTime('j', 74))} as at) m,
         (values ('-o'), ('-i')) as side(suffix)
    where not exists (select 1 from blocks b
                      where (b.blocker_id = m.from_id and b.blocked_id = m.to_id)
                         or (b.blocker_id = m.to_id and b.blocked_id = m.from_id))`);
  step('direct messages');

  // 8. The interaction log: every echo, save and comment's own event, then views to the total.
  await run(`
    insert into events (id, user_id, type, content_id, dwell_ms, created_at)
    select 'seed-e-echo-' || row_number() over (), user_id, 'echo', post_id, null::int, created_at from echoes
    union all
    select 'seed-e-save-' || row_number() over (), user_id, 'save', post_id, null::int, created_at from saves
    union all
    select 'seed-e-comment-' || id, author_id, 'comment', post_id, null::int, created_at from comments`);
  const interactions = Number(
    (await rowsOf(db, sql`select count(*)::int as n from events`))[0]?.n ?? 0,
  );
  const views = Math.max(0, Math.floor(options.events) - interactions);
  for (let from = 1; from <= views; from += EVENT_CHUNK) {
    const to = Math.min(views, from + EVENT_CHUNK - 1);
    await run(`
      insert into events (id, user_id, type, content_id, dwell_ms, created_at)
      select 'seed-e-' || j, ${member(pick('j', 81, members))}, 'view', p.id,
             (300 + 20000 * power(${rnd('j', 82)}, 2))::int,
             ${after('p.created_at', 'j', 83)}
      from generate_series(${from}, ${to}) as j
      join posts p on p.id = ${postFor('j', 84)}`);
    step(`events ${interactions + to}/${interactions + views}`);
  }

  // 9. Counters from the records they count.
  for (const [column, source] of [
    ['echoes', `select post_id, count(*)::int as n from echoes group by post_id`],
    ['saves', `select post_id, count(*)::int as n from saves group by post_id`],
    ['responses', `select post_id, count(*)::int as n from comments group by post_id`],
    [
      'views',
      `select content_id as post_id, count(*)::int as n from events
       where type = 'view' and content_id like 'seed-p-%' group by content_id`,
    ],
  ] as const)
    await run(`update posts p set ${column} = x.n from (${source}) x where p.id = x.post_id`);
  step('counters');

  // 10. Notifications of the last fortnight, as the notifications module words them; older
  // than two days are read. Never from oneself or across a block.
  const notice = (title: string, body: string) => `${text(title)}, ${body}`;
  const quote = (content: string) =>
    `' “' || left(${content}, 60) || case when char_length(${content}) > 60 then '…' else '' end || '”'`;
  // Each row with its group key (notifications.repository, groupKeySql), as the app writes it.
  const noticeRows = `
    select 'seed-n-' || row_number() over () as id, user_id, kind, title, body, link, actor_id,
           created_at < ${NOW} - interval '2 days' as read, created_at
    from (
      select f.followee_id as user_id, 'follow' as kind,
             ${notice('New follower', `a.display_name || ' (@' || a.handle || ') started following you.'`)} as body,
             '/u/' || a.id as link, a.id as actor_id, f.created_at
      from follows f join users a on a.id = f.follower_id
      where f.created_at > ${NOW} - interval '14 days'
      union all
      select p.author_id, 'echo', ${notice('New echo', `a.display_name || ' echoed your post' || ${quote('p.content')}`)},
             '/post/' || p.id, a.id, e.created_at
      from echoes e join posts p on p.id = e.post_id join users a on a.id = e.user_id
      where e.created_at > ${NOW} - interval '14 days' and e.user_id <> p.author_id
      union all
      select p.author_id, 'save', ${notice('Your post was saved', `a.display_name || ' saved your post' || ${quote('p.content')}`)},
             '/post/' || p.id, a.id, s.created_at
      from saves s join posts p on p.id = s.post_id join users a on a.id = s.user_id
      where s.created_at > ${NOW} - interval '14 days' and s.user_id <> p.author_id
      union all
      select p.author_id, 'comment', ${notice('New comment', `a.display_name || ' commented on your post' || ${quote('p.content')}`)},
             '/post/' || p.id, a.id, c.created_at
      from comments c join posts p on p.id = c.post_id join users a on a.id = c.author_id
      where c.created_at > ${NOW} - interval '14 days' and c.author_id <> p.author_id
    ) n(user_id, kind, title, body, link, actor_id, created_at)
    where not exists (select 1 from blocks b
                      where (b.blocker_id = n.user_id and b.blocked_id = n.actor_id)
                         or (b.blocker_id = n.actor_id and b.blocked_id = n.user_id))`;
  await db.execute(sql`
    insert into notifications
      (id, user_id, kind, title, body, link, actor_id, read, created_at, group_key)
    select k.id, k.user_id, k.kind, k.title, k.body, k.link, k.actor_id, k.read, k.created_at,
           ${groupKeySql('k')}
    from (${sql.raw(noticeRows)}) k`);
  step('notifications');

  await run(`drop table seed_content`);
  await reconcileMemberCount(db, now);
  // A bulk load leaves the visibility map unset; vacuum sets it (as autovacuum would, later), so
  // the covering indexes answer with index-only scans from the first request.
  await run(`vacuum analyze`);
  const rows: Record<string, number> = {};
  for (const table of [
    'users',
    'follows',
    'blocks',
    'posts',
    'comments',
    'echoes',
    'saves',
    'direct_messages',
    'notifications',
    'events',
    'content_index',
    'content_safety',
    'emotion_state',
    'circadian_profile',
    'uploads',
  ]) {
    const result = await rowsOf(db, sql.raw(`select count(*)::int as n from ${table}`));
    rows[table] = Number(result[0]?.n ?? 0);
  }
  step(`done: ${JSON.stringify(rows)}`);
  return { rows, seconds: (Date.now() - started) / 1000 };
}
