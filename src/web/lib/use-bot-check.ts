import { useCallback, useEffect, useRef } from 'react';
import { solveBotCheckDetailed } from './bot-check.ts';
import type { SolvedBotCheck } from './bot-check.ts';

/** A solution this close to its challenge's expiry would be stale by the time the server reads it. */
const EXPIRY_MARGIN_MS = 15_000;

interface Attempt {
  controller: AbortController;
  promise: Promise<SolvedBotCheck>;
  state: 'solving' | 'solved' | 'failed';
  result: SolvedBotCheck | null;
}

function isFresh(solved: SolvedBotCheck): boolean {
  return solved.expiresAtMs === null || solved.expiresAtMs - Date.now() > EXPIRY_MARGIN_MS;
}

function isUsable(attempt: Attempt): boolean {
  if (attempt.controller.signal.aborted || attempt.state === 'failed') return false;
  return attempt.state === 'solving' || (attempt.result !== null && isFresh(attempt.result));
}

function startAttempt(): Attempt {
  const controller = new AbortController();
  const attempt: Attempt = {
    controller,
    state: 'solving',
    result: null,
    promise: solveBotCheckDetailed(controller.signal),
  };
  attempt.promise.then(
    (result) => {
      attempt.state = 'solved';
      attempt.result = result;
    },
    () => {
      attempt.state = 'failed';
    },
  );
  return attempt;
}

export interface BotCheck {
  /** Starts solving in the background unless a usable solution is on its way or ready. */
  prepare: () => void;
  /**
   * The payload for one submission (challenges are single-use): waits for the background solve,
   * or solves now if there is none, it failed, or it went stale. Call `prepare` after a failed
   * submission so the next attempt is instant again.
   */
  take: () => Promise<string>;
}

/** Proof-of-work bot check for a form: solve early, so submitting does not wait. */
export function useBotCheck(): BotCheck {
  const current = useRef<Attempt | null>(null);

  const prepare = useCallback(() => {
    if (current.current && isUsable(current.current)) return;
    current.current = startAttempt();
  }, []);

  const take = useCallback(async () => {
    let attempt = current.current;
    if (!attempt || !isUsable(attempt)) attempt = startAttempt();
    current.current = null;
    const solved = await attempt.promise;
    if (isFresh(solved)) return solved.payload;
    return (await solveBotCheckDetailed()).payload;
  }, []);

  useEffect(
    () => () => {
      current.current?.controller.abort();
      current.current = null;
    },
    [],
  );

  return { prepare, take };
}
