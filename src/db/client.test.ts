import { describe, expect, it } from 'vitest';
import { unnameStatements } from './client.ts';

describe('unnameStatements (PgBouncer before 1.21)', () => {
  function recordingClient() {
    const sent: unknown[][] = [];
    const client = {
      query: (...args: unknown[]) => {
        sent.push(args);
        return Promise.resolve({ rows: [] });
      },
    };
    unnameStatements(client);
    return { client, sent };
  }

  it('sends a named statement without its name, text, values and options kept', async () => {
    const { client, sent } = recordingClient();
    await client.query({ name: 'feed_home', text: 'select $1', values: [1], rowMode: 'array' });
    expect(sent[0]).toEqual([
      { name: undefined, text: 'select $1', values: [1], rowMode: 'array' },
    ]);
  });

  it('passes plain text and a cursor (a Submittable) through untouched', async () => {
    const { client, sent } = recordingClient();
    const cursor = { name: 'c', submit: () => undefined };
    await client.query('select 1', [2]);
    await client.query(cursor);
    expect(sent[0]).toEqual(['select 1', [2]]);
    expect(sent[1]![0]).toBe(cursor);
  });
});
