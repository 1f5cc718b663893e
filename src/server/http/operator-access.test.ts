import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { memoryLimitStore } from '../lib/rate-limiter.ts';
import {
  ADMIN_ACCOUNT_FAILURE_LIMIT,
  ADMIN_FAILURE_LIMIT,
  ADMIN_LOCKOUT_BASE_MS,
  ADMIN_LOCKOUT_MAX_MS,
  adminGuard,
  lockoutDurationMs,
} from './operator-access.ts';

const ADMIN = { username: 'warden', password: 'open sesame 42' };

function setup() {
  let now = Date.parse('2026-03-02T09:00:00Z');
  const clock = () => new Date(now);
  const guard = adminGuard(ADMIN, clock, memoryLimitStore(clock));
  const warn = vi.fn();
  const call = async (username: string, password: string, ip = '10.0.0.1') => {
    const header = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
    const request = { ip, headers: { authorization: header }, log: { warn } };
    try {
      await guard(request as unknown as FastifyRequest);
      return { status: 200 };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: error.status, code: error.code, retryAfter: error.retryAfterSeconds };
    }
  };
  return { call, warn, advance: (ms: number) => (now += ms) };
}

describe('adminGuard lockout', () => {
  it('refuses the right password while locked, exactly as a wrong one', async () => {
    const { call, warn } = setup();
    for (let i = 0; i < ADMIN_FAILURE_LIMIT.max - 1; i += 1)
      expect((await call('warden', `guess ${i}`)).status).toBe(401);
    // The guess that reaches the limit is still answered as a failure; the lock holds after it.
    expect((await call('warden', 'last guess')).status).toBe(401);
    const wrong = await call('warden', 'yet another');
    const right = await call('warden', ADMIN.password);
    expect(right).toEqual(wrong);
    expect(right.status).toBe(429);
    // One line for the failure that reached both limits, naming both.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      event: 'admin_login_lockout',
      lockedOut: ['ip', 'username'],
      username: 'warden',
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('guess');
  });

  it('locks a username guessed from many addresses, and not another username', async () => {
    const { call } = setup();
    for (let i = 0; i < ADMIN_ACCOUNT_FAILURE_LIMIT.max; i += 1)
      await call('warden', `guess ${i}`, `10.1.0.${i + 1}`);
    expect((await call('warden', ADMIN.password, '10.2.0.1')).status).toBe(429);
    expect((await call('someone', 'guess', '10.2.0.2')).status).toBe(401);
  });

  it('lets the right password in after the lockout, and doubles the next one', async () => {
    const { call, advance } = setup();
    for (let i = 0; i < ADMIN_FAILURE_LIMIT.max; i += 1) await call('warden', `guess ${i}`);
    const first = await call('warden', ADMIN.password);
    expect(first.retryAfter).toBe(ADMIN_LOCKOUT_BASE_MS / 1000);
    advance(ADMIN_LOCKOUT_BASE_MS);
    expect((await call('warden', ADMIN.password)).status).toBe(200);
    for (let i = 0; i < ADMIN_FAILURE_LIMIT.max; i += 1) await call('warden', `again ${i}`);
    expect((await call('warden', ADMIN.password)).retryAfter).toBe(
      (2 * ADMIN_LOCKOUT_BASE_MS) / 1000,
    );
  });

  it('grows lockouts by doubling up to a cap', () => {
    expect(lockoutDurationMs(1)).toBe(ADMIN_LOCKOUT_BASE_MS);
    expect(lockoutDurationMs(2)).toBe(2 * ADMIN_LOCKOUT_BASE_MS);
    expect(lockoutDurationMs(3)).toBe(4 * ADMIN_LOCKOUT_BASE_MS);
    expect(lockoutDurationMs(40)).toBe(ADMIN_LOCKOUT_MAX_MS);
  });
});
