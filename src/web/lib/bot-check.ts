import { MESSAGES } from '../../shared/messages.ts';
import { solveChallenge } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { ACCOUNT_API } from '../../shared/api/paths.ts';
import { api } from './api-client.ts';
import { isSolvable, type PowParameters, type PowSolution } from './pow-solver.ts';

/** A solved bot check: the payload the server verifies, and when its challenge stops being valid. */
export interface SolvedBotCheck {
  payload: string;
  /** Epoch milliseconds, or null when the challenge does not expire. */
  expiresAtMs: number | null;
}

/** The bot check could not be completed in the browser (bad challenge, or it took too long). */
export class BotCheckError extends Error {
  constructor() {
    super(MESSAGES.botCheckFailed);
    this.name = 'BotCheckError';
  }
}

/** Solving must finish well before the server's challenge lifetime; this is the browser's cap. */
const SOLVE_TIMEOUT_MS = 60_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asChallenge(value: unknown): Challenge {
  if (!isRecord(value) || !isRecord(value.parameters)) throw new BotCheckError();
  const p = value.parameters;
  const valid =
    typeof p.algorithm === 'string' &&
    typeof p.nonce === 'string' &&
    typeof p.salt === 'string' &&
    typeof p.keyPrefix === 'string' &&
    typeof p.cost === 'number' &&
    (value.signature === undefined || typeof value.signature === 'string');
  if (!valid) throw new BotCheckError();
  return value as unknown as Challenge;
}

/** UTF-8 safe base64 (plain `btoa` throws on any character above U+00FF). */
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function abortError(): DOMException {
  return new DOMException('The bot check was cancelled.', 'AbortError');
}

/**
 * Solves in a Web Worker with a synchronous SHA-256 loop (pow.worker.ts): the page's main thread
 * never blocks, and a hash costs about a microsecond instead of an awaited WebCrypto call.
 * Resolves to null when the worker cannot run here (the caller falls back).
 */
function solveInWorker(
  parameters: PowParameters,
  signal: AbortSignal | undefined,
  onProgress: ((tried: number) => void) | undefined,
): Promise<PowSolution | null> | null {
  if (typeof Worker === 'undefined' || !isSolvable(parameters)) return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  return new Promise<PowSolution | null>((resolve, reject) => {
    const timer = setTimeout(() => finish(null), SOLVE_TIMEOUT_MS);
    const onAbort = () => {
      finish(null);
      reject(abortError());
    };
    const finish = (solution: PowSolution | null) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(solution);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent) => {
      const data = event.data as { type: string; solution?: PowSolution; tried?: number };
      if (data.type === 'progress' && data.tried !== undefined) onProgress?.(data.tried);
      else if (data.type === 'solved' && data.solution) finish(data.solution);
      else finish(null);
    };
    worker.onerror = () => finish(null);
    worker.postMessage({ parameters });
  });
}

export interface SolveOptions {
  /** Called now and then while solving, with how many counters were tried. */
  onProgress?: (tried: number) => void;
}

/**
 * Fetches an ALTCHA challenge and solves its proof of work in a Web Worker (or, where workers
 * cannot run, on this thread with WebCrypto, yielding to the event loop). Resolves to the payload
 * the sign-up and password-reset endpoints expect. Rejects with an AbortError when `signal`
 * aborts, an ApiError when the challenge cannot be fetched, and a BotCheckError when it cannot be
 * solved.
 */
export async function solveBotCheckDetailed(
  signal?: AbortSignal,
  options: SolveOptions = {},
): Promise<SolvedBotCheck> {
  const challenge = asChallenge(await api.get<unknown>(ACCOUNT_API.challenge, { signal }));
  if (signal?.aborted) throw abortError();
  // The solve time, measured in the browser (tests/e2e/hardening.spec.ts holds it under 2 s).
  const startMark = performance.mark('lorien:bot-check:start');

  const parameters = challenge.parameters as unknown as PowParameters;
  let solution: Solution | null = null;
  const inWorker = solveInWorker(parameters, signal, options.onProgress);
  const solved = inWorker ? await inWorker : null;
  if (solved) solution = { counter: solved.counter, derivedKey: solved.derivedKey };
  if (signal?.aborted) throw abortError();

  if (!solution) {
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      solution = await solveChallenge({
        challenge,
        deriveKey,
        controller,
        timeout: SOLVE_TIMEOUT_MS,
      });
    } catch {
      // A malformed challenge (unknown algorithm, bad prefix) throws inside the solver.
      throw new BotCheckError();
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }
  if (signal?.aborted) throw abortError();
  if (!solution) throw new BotCheckError();
  performance.measure('lorien:bot-check', { start: startMark.startTime });

  const payload = toBase64(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
  const expiresAt = challenge.parameters.expiresAt;
  return { payload, expiresAtMs: typeof expiresAt === 'number' ? expiresAt * 1000 : null };
}

/** The payload string only; see solveBotCheckDetailed. */
export async function solveBotCheck(signal?: AbortSignal): Promise<string> {
  return (await solveBotCheckDetailed(signal)).payload;
}
