import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MUTE_SEPARATORS } from '../../domain/mute/muted-words.ts';
import { foldSqlExpression } from '../../shared/text/fold.ts';

// muteText (src/domain/mute/muted-words.ts) in SQL, step for step: invisible characters dropped,
// the shared fold (foldSqlExpression), then separators and control characters as spaces, runs of
// spaces as one, padded with a space on each side. The separators are bound parameters, so
// quotes and backslashes in the list need no escaping.

// The characters foldText drops before comparing (src/shared/text/fold.ts, INVISIBLE).
const INVISIBLE = '\u00AD\u200B\u200C\u200D\u200E\u200F\u2060\u2061\u2062\u2063\u2064\uFEFF';

// Control characters (other than NUL, which PostgreSQL text cannot hold) become spaces too,
// as muteText does before folding.
const CONTROLS = Array.from({ length: 0x1f }, (_, i) => String.fromCharCode(i + 1))
  .concat(Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)))
  .filter((char) => !MUTE_SEPARATORS.includes(char))
  .join('');
const TO_SPACE = MUTE_SEPARATORS + CONTROLS;
const SPACES = ' '.repeat([...TO_SPACE].length);

const MARK = '__mute_value__';
const [FOLD_BEFORE, FOLD_AFTER] = foldSqlExpression(MARK).split(MARK) as [string, string];

/** The padded matching form of a text expression (a column, or a column of a derived table). */
export function muteTextSql(value: AnyColumn | SQL): SQL {
  const visible = sql`translate(${value}, ${INVISIBLE}::text, '')`;
  const folded = sql`${sql.raw(FOLD_BEFORE)}${visible}${sql.raw(FOLD_AFTER)}`;
  return sql`(' ' || trim(regexp_replace(translate(${folded}, ${TO_SPACE}::text, ${SPACES}::text), ' +', ' ', 'g')) || ' ')`;
}
