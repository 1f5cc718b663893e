import { describe, expect, it } from 'vitest';
import { clientClosedRequest, isDatabaseUnavailable } from './database-errors.ts';

describe('clientClosedRequest', () => {
  const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

  it('takes an aborted body for the client leaving, not the database', () => {
    expect(clientClosedRequest(aborted, { aborted: true, socket: { destroyed: true } })).toBe(true);
    expect(clientClosedRequest(aborted, { socket: { destroyed: true } })).toBe(true);
  });

  it('leaves a database ECONNRESET on a live request to the database check', () => {
    const fromDatabase = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const live = { aborted: false, socket: { destroyed: false } };
    expect(clientClosedRequest(fromDatabase, live)).toBe(false);
    expect(isDatabaseUnavailable(fromDatabase)).toBe(true);
  });
});
