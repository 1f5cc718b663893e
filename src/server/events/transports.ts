import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { EVENT_NAMES, type DomainEvent } from './domain-events.ts';

export type EventListener = (event: DomainEvent) => Promise<void>;

/** How broadcasts travel: within this process, or to every instance sharing the database. */
export interface EventTransport {
  readonly kind: 'in-process' | 'postgres-notify';
  readonly crossesInstances: boolean;
  publish(event: DomainEvent): Promise<void>;
  /**
   * Sends a transaction's events with it (PostgreSQL delivers a NOTIFY at commit, never for a
   * rollback). A transport without it broadcasts after the commit with `publish`.
   */
  stage?(tx: Database, events: readonly DomainEvent[]): Promise<void>;
  /**
   * What `stage` would send, for a statement of the transaction that can send it along with its
   * own work (the live rows' insert): one round trip less. Absent with `stage`'s absence.
   */
  notification?(events: readonly DomainEvent[]): StagedNotification;
  /** `resumed` runs after a lost connection is back: what was sent meanwhile never arrived. */
  subscribe(listener: EventListener, resumed?: () => void): Promise<() => Promise<void>>;
}

/** The NOTIFY payloads of a transaction's events, in order, for one channel. */
export interface StagedNotification {
  channel: string;
  payloads: string[];
}

/** One process (PGlite, tests): an emitter, delivered after the publisher's turn. */
export function inProcessTransport(): EventTransport {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'in-process',
    crossesInstances: false,
    async publish(event) {
      setImmediate(() => emitter.emit('event', event));
    },
    async subscribe(listener) {
      const forward = (event: DomainEvent) => void listener(event);
      emitter.on('event', forward);
      return async () => {
        emitter.off('event', forward);
      };
    },
  };
}

export const EVENT_CHANNEL = 'lorien_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const NOTIFY_PAYLOAD_MAX = 7900;
const RECONNECT_DELAY_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY: `publish` is a `pg_notify` on a pooled connection; each instance
 * keeps one dedicated connection that LISTENs, and reconnects when it drops. The publishing
 * instance receives its own notification too, so every instance delivers the same way.
 */
export function postgresNotifyTransport(options: {
  url: string;
  notify: (channel: string, payload: string) => Promise<void>;
  log: Logger;
}): EventTransport {
  const { url, notify, log } = options;
  return {
    kind: 'postgres-notify',
    crossesInstances: true,
    async publish(event) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX)
        throw new Error(`event ${event.name} is too large to broadcast`);
      await notify(EVENT_CHANNEL, payload);
    },
    async stage(tx, events) {
      const { channel, payloads } = notificationOf(events);
      // One statement for all of the transaction's events, in array order.
      await tx.execute(
        sql`select pg_notify(${channel}, p) from unnest(${sql.param(payloads)}::text[]) as p`,
      );
    },
    notification: notificationOf,
    async subscribe(listener, resumed) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | null = null;

      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel !== EVENT_CHANNEL || !message.payload) return;
          const event = parseEvent(message.payload);
          if (event) void listener(event);
        });
        next.on('error', (error) => {
          log.warn({ err: error }, 'the event listener lost its database connection');
          scheduleReconnect();
        });
        next.on('end', () => scheduleReconnect());
        await next.connect();
        await next.query(`listen ${EVENT_CHANNEL}`);
        client = next;
      };
      const scheduleReconnect = () => {
        if (stopped || retry) return;
        client = null;
        retry = setTimeout(() => {
          retry = null;
          connect()
            .then(() => resumed?.())
            .catch((error: unknown) => {
              log.warn({ err: error }, 'could not reconnect the event listener');
              scheduleReconnect();
            });
        }, RECONNECT_DELAY_MS);
        retry.unref();
      };

      await connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const current = client as pg.Client | null;
        client = null;
        if (current) {
          current.removeAllListeners('end');
          current.removeAllListeners('error');
          current.on('error', () => undefined);
          await current.end().catch(() => undefined);
        }
      };
    },
  };
}

function notificationOf(events: readonly DomainEvent[]): StagedNotification {
  const payloads = events.map((event) => {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX)
      throw new Error(`event ${event.name} is too large to broadcast`);
    return payload;
  });
  return { channel: EVENT_CHANNEL, payloads };
}

function parseEvent(payload: string): DomainEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<DomainEvent>;
    if (typeof value.name !== 'string' || !EVENT_NAMES.includes(value.name)) return null;
    if (typeof value.id !== 'string' || typeof value.payload !== 'object') return null;
    return value as DomainEvent;
  } catch {
    return null;
  }
}
