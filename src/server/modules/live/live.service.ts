import type { Logger } from 'pino';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import type { DomainEvent, DomainEvents, EventName } from '../../events/domain-events.ts';
import type { EventBus } from '../../events/event-bus.ts';
import {
  appendLiveEvents,
  blockedEitherWay,
  latestLiveEventId,
  listLiveEventsAfter,
  pruneLiveEvents,
  type NewLiveEvent,
} from './live.repository.ts';

/** A proxy closes an idle connection after 30 to 60 s; a comment line keeps it open. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** Tabs one member may keep open at once; the oldest stream closes beyond it. */
export const LIVE_STREAMS_PER_MEMBER = 10;
/** How long EventSource waits before reconnecting after a drop (the SSE `retry` field). */
const RECONNECT_MS = 2_000;
const PUMP_BATCH = 200;

/** The parts of an HTTP response a stream writes to (a Node ServerResponse). */
export interface LiveSink {
  write(chunk: string): boolean;
  end(): void;
  on(event: 'close', listener: () => void): unknown;
}

interface LiveConnection {
  userId: string;
  sessionHeaders: Headers;
  sessionId: string;
  cursor: number;
  sink: LiveSink;
  blocked: Set<string>;
  closed: boolean;
}

type Persisted =
  | 'message.sent'
  | 'message.read'
  | 'message.deleted'
  | 'notification.created'
  | 'notifications.read';

/** What each domain event tells which member's stream (one stored row each). */
function rowsFor<N extends Persisted>(name: N, payload: DomainEvents[N]): NewLiveEvent[] {
  switch (name) {
    case 'message.sent': {
      const p = payload as DomainEvents['message.sent'];
      return [
        {
          userId: p.fromId,
          kind: 'message',
          data: { messageId: p.messageId, peerId: p.toId, direction: 'outgoing' },
        },
        {
          userId: p.toId,
          kind: 'message',
          data: { messageId: p.mirrorId, peerId: p.fromId, direction: 'incoming' },
        },
      ];
    }
    case 'message.read': {
      const p = payload as DomainEvents['message.read'];
      // The peer sees the receipt; the reader's other tabs update their unread counts.
      return [
        { userId: p.peerId, kind: 'read', data: { peerId: p.readerId, by: 'peer' } },
        { userId: p.readerId, kind: 'read', data: { peerId: p.peerId, by: 'you' } },
      ];
    }
    case 'message.deleted': {
      const p = payload as DomainEvents['message.deleted'];
      const recipientCopy = {
        userId: p.toId,
        kind: 'message-deleted' as const,
        data: { messageId: p.mirrorId, peerId: p.fromId },
      };
      // A recipient's delete is their own mailbox's business: the sender is not told.
      if (!p.forBoth) return [recipientCopy];
      return [
        {
          userId: p.fromId,
          kind: 'message-deleted',
          data: { messageId: p.messageId, peerId: p.toId },
        },
        recipientCopy,
      ];
    }
    case 'notification.created': {
      const p = payload as DomainEvents['notification.created'];
      return [
        { userId: p.userId, kind: 'notification', data: { notificationId: p.notificationId } },
      ];
    }
    case 'notifications.read': {
      const p = payload as DomainEvents['notifications.read'];
      return [{ userId: p.userId, kind: 'notifications-read', data: {} }];
    }
    default:
      return [];
  }
}

const PERSISTED: Persisted[] = [
  'message.sent',
  'message.read',
  'message.deleted',
  'notification.created',
  'notifications.read',
];

function frame(fields: { id?: number; event?: string; data?: unknown; comment?: string }): string {
  if (fields.comment !== undefined) return `: ${fields.comment}\n\n`;
  let out = '';
  if (fields.id !== undefined) out += `id: ${fields.id}\n`;
  if (fields.event) out += `event: ${fields.event}\n`;
  out += `data: ${JSON.stringify(fields.data ?? {})}\n\n`;
  return out;
}

/**
 * The live stream (SSE) per signed-in member. Changes are stored per member (`live_events`)
 * in the transaction of the action that caused them (the events outbox); the broadcast of the same event (in-process, or
 * LISTEN/NOTIFY to every instance) wakes the streams of the members it concerns, wherever they
 * are connected, and each stream sends the rows after the last one it sent. The row id is the SSE
 * event id, so a reconnect with Last-Event-ID resumes exactly after what the client saw. New posts
 * are not stored: every stream but the author's (and blocked members') just hears "feed".
 */
export class LiveService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly isSessionCurrent: (headers: Headers, sessionId: string) => Promise<boolean>;
  private readonly byMember = new Map<string, Set<LiveConnection>>();
  /** One catch-up at a time per member: it serves all of that member's streams here. */
  private readonly pumps = new Map<string, Promise<void>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  private stopping = false;
  /** Tests shorten it. */
  heartbeatMs = LIVE_HEARTBEAT_MS;

  constructor(deps: {
    db: Database;
    clock: Clock;
    log: Logger;
    isSessionCurrent: (headers: Headers, sessionId: string) => Promise<boolean>;
  }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.log = deps.log;
    this.isSessionCurrent = deps.isSessionCurrent;
  }

  subscribe(events: EventBus): void {
    // The rows are written in the transaction that published the events (the outbox), once
    // for all of them; the broadcast after the commit wakes the streams that read them.
    events.beforeCommit(PERSISTED, async (published, tx, notification) => {
      const rows = published.flatMap((event) =>
        rowsFor(event.name as Persisted, event.payload as DomainEvents[Persisted]),
      );
      return appendLiveEvents(tx, rows, this.clock(), notification);
    });
    for (const name of PERSISTED)
      events.onBroadcast(name, (event) => this.wake(event as DomainEvent<EventName>));
    // Wake-ups lost while the listener was disconnected (a database restart): every stream here
    // reads what committed meanwhile.
    events.onResume(() => {
      for (const member of this.byMember.keys()) this.pump(member);
    });
    events.onBroadcast('post.created', ({ payload }) =>
      this.announcePost(payload.authorId, payload.postId),
    );
    // A ban ends the member's streams at once on every instance (the heartbeat's session check
    // would take up to LIVE_HEARTBEAT_MS); a deletion too.
    for (const name of ['member.banned', 'member.deleted'] as const)
      events.onBroadcast(name, ({ payload }) => this.endStreamsOf(payload.memberId));
    events.onBroadcast('block.created', ({ payload }) => {
      for (const conn of this.byMember.get(payload.blockerId) ?? [])
        conn.blocked.add(payload.blockedId);
      for (const conn of this.byMember.get(payload.blockedId) ?? [])
        conn.blocked.add(payload.blockerId);
    });
  }

  /** Streams open on this instance. */
  get connectionCount(): number {
    let total = 0;
    for (const set of this.byMember.values()) total += set.size;
    return total;
  }

  /**
   * Starts a stream: resumes after `lastEventId` when the client sends one (EventSource does on
   * reconnect), else starts from now.
   */
  async open(input: {
    userId: string;
    sessionId: string;
    sessionHeaders: Headers;
    lastEventId: number | null;
    sink: LiveSink;
  }): Promise<void> {
    const { sink } = input;
    const fresh = input.lastEventId === null;
    const cursor = fresh ? await latestLiveEventId(this.db, input.userId) : input.lastEventId!;
    const conn: LiveConnection = {
      userId: input.userId,
      sessionId: input.sessionId,
      sessionHeaders: input.sessionHeaders,
      cursor,
      sink,
      blocked: new Set(await blockedEitherWay(this.db, input.userId)),
      closed: false,
    };
    sink.on('close', () => this.detach(conn));
    const set = this.byMember.get(conn.userId) ?? new Set();
    this.byMember.set(conn.userId, set);
    set.add(conn);
    if (set.size > LIVE_STREAMS_PER_MEMBER) {
      const oldest = set.values().next().value;
      if (oldest) this.close(oldest);
    }
    this.write(conn, `retry: ${RECONNECT_MS}\n\n`);
    // The id lets a client that never received an event still resume from here.
    this.write(conn, frame({ id: cursor, event: 'ready', data: { lastEventId: cursor } }));
    this.pump(conn.userId);
    this.ensureHeartbeat();
  }

  /** Ends every stream (the app is shutting down). */
  async closeAll(): Promise<void> {
    this.stopping = true;
    for (const set of [...this.byMember.values()]) for (const conn of [...set]) this.close(conn);
    this.stopHeartbeat();
    await this.beating;
  }

  /** Drops stored rows created before `before` (the retention sweep calls it). */
  prune(before: Date): Promise<number> {
    return pruneLiveEvents(this.db, before);
  }

  /** Tells each of the member's streams here that the session ended, then closes it. */
  private endStreamsOf(memberId: string): void {
    for (const conn of [...(this.byMember.get(memberId) ?? [])]) {
      this.write(conn, frame({ event: 'session-ended', data: {} }));
      this.close(conn);
    }
  }

  private wake(event: DomainEvent<EventName>): void {
    const rows = rowsFor(event.name as Persisted, event.payload as DomainEvents[Persisted]);
    for (const member of new Set(rows.map((row) => row.userId)))
      if (this.byMember.has(member)) this.pump(member);
  }

  private announcePost(authorId: string, postId: string): void {
    const data = frame({ event: 'feed', data: { postId } });
    for (const [member, set] of this.byMember) {
      if (member === authorId) continue;
      for (const conn of set) if (!conn.blocked.has(authorId)) this.write(conn, data);
    }
  }

  /**
   * Sends each of the member's streams here the rows after its own cursor: one query (after the
   * lowest cursor) for all of them, one catch-up at a time per member.
   */
  private pump(userId: string): void {
    const previous = this.pumps.get(userId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        for (;;) {
          const conns = [...(this.byMember.get(userId) ?? [])];
          if (conns.length === 0) return;
          const after = Math.min(...conns.map((conn) => conn.cursor));
          const rows = await listLiveEventsAfter(this.db, userId, after, PUMP_BATCH);
          for (const conn of conns)
            for (const row of rows) {
              if (conn.closed || row.id <= conn.cursor) continue;
              this.write(conn, frame({ id: row.id, event: row.kind, data: row.data }));
              conn.cursor = row.id;
            }
          if (rows.length < PUMP_BATCH) return;
        }
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'a live stream could not catch up'))
      .finally(() => {
        if (this.pumps.get(userId) === next) this.pumps.delete(userId);
      });
    this.pumps.set(userId, next);
  }

  private write(conn: LiveConnection, chunk: string): void {
    if (conn.closed) return;
    try {
      conn.sink.write(chunk);
    } catch {
      this.detach(conn);
    }
  }

  private close(conn: LiveConnection): void {
    if (conn.closed) return;
    this.detach(conn);
    try {
      conn.sink.end();
    } catch {
      // already gone
    }
  }

  private detach(conn: LiveConnection): void {
    conn.closed = true;
    const set = this.byMember.get(conn.userId);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byMember.delete(conn.userId);
    if (this.byMember.size === 0) this.stopHeartbeat();
  }

  private ensureHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      if (this.beating) return;
      this.beating = this.beat().finally(() => {
        this.beating = null;
      });
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Keeps proxies from closing idle streams, and closes those whose session has ended. */
  private async beat(): Promise<void> {
    const all = [...this.byMember.values()].flatMap((set) => [...set]);
    for (const conn of all) {
      if (this.stopping) return;
      this.write(conn, frame({ comment: 'heartbeat' }));
      try {
        if (!(await this.isSessionCurrent(conn.sessionHeaders, conn.sessionId))) {
          // Tells EventSource not to reconnect (it would only meet a 401).
          this.write(conn, frame({ event: 'session-ended', data: {} }));
          this.close(conn);
        }
      } catch (error) {
        this.log.warn({ err: error }, 'could not check a live stream’s session');
      }
    }
  }
}
