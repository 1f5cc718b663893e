import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../context.ts';
import { newId } from '../lib/ids.ts';
import type { DomainEvent, DomainEvents, EventName } from './domain-events.ts';
import type { EventTransport, StagedNotification } from './transports.ts';

type Handler<N extends EventName> = (event: DomainEvent<N>) => Promise<void> | void;
type Transactional<N extends EventName> = (
  event: DomainEvent<N>,
  scope: EventScope,
) => Promise<void> | void;
/**
 * `notification`, when given, is the transaction's NOTIFY: a stage that sends it in its own
 * statement answers true, and the transport does not send it again.
 */
type BeforeCommit = (
  events: readonly DomainEvent[],
  tx: Database,
  notification: StagedNotification | null,
) => Promise<boolean | void>;

/**
 * One database transaction and the events published in it (the outbox). Reactions registered
 * with `inTransaction` write through `tx`; the broadcast and the after-commit reactions run only
 * once the transaction has committed, so what a stream or a cache hears about was committed.
 */
export interface EventScope {
  readonly tx: Database;
  readonly events: DomainEvent[];
  /**
   * Posts this transaction has already read (author and text), by id: a reaction that needs
   * them (the notice of an echo quotes the post) takes them from here instead of reading again.
   */
  readonly posts: Map<string, PostFacts>;
}

export interface PostFacts {
  authorId: string;
  content: string;
}

/**
 * The typed domain event bus. Three kinds of subscriber:
 * - `inTransaction`: a reaction that writes rows (a notification, a live-stream row, a job). It
 *   runs inside the transaction of the action that caused it, so both commit or neither does: a
 *   database restart between the action and its reaction can no longer lose the reaction. A
 *   failing one fails the action.
 * - `on`: a reaction without rows of its own to keep (a cache to clear, an inline analysis). It
 *   runs once, on the publishing instance, after the commit; `publish` (or `transaction`) awaits
 *   it, so a request's own effects are done when it answers. A failing one is logged and never
 *   fails the publisher.
 * - `onBroadcast`: a listener on every instance (live updates to the browsers connected there).
 *   Delivered through the transport after the commit: in-process, or a PostgreSQL NOTIFY sent
 *   inside the transaction (PostgreSQL delivers it at commit, and never for a rollback).
 */
export class EventBus {
  private readonly reactions = new Map<EventName, Handler<EventName>[]>();
  private readonly transactional = new Map<EventName, Transactional<EventName>[]>();
  private readonly beforeCommits: Array<{ names: Set<EventName>; stage: BeforeCommit }> = [];
  private readonly listeners = new Map<EventName, Handler<EventName>[]>();
  private readonly transport: EventTransport;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly db: Database | null;
  readonly instanceId: string;
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly resumeHandlers: Array<() => void> = [];

  constructor(deps: {
    transport: EventTransport;
    clock: Clock;
    log: Logger;
    instanceId: string;
    /** Where an event published outside a transaction opens its own (absent: no outbox). */
    db?: Database;
  }) {
    this.transport = deps.transport;
    this.clock = deps.clock;
    this.log = deps.log;
    this.instanceId = deps.instanceId;
    this.db = deps.db ?? null;
  }

  get transportKind(): string {
    return this.transport.kind;
  }

  on<N extends EventName>(name: N, handler: Handler<N>): void {
    const list = this.reactions.get(name) ?? [];
    list.push(handler as Handler<EventName>);
    this.reactions.set(name, list);
  }

  /** A reaction that writes in the publisher's transaction (see the class comment). */
  inTransaction<N extends EventName>(name: N, handler: Transactional<N>): void {
    const list = this.transactional.get(name) ?? [];
    list.push(handler as Transactional<EventName>);
    this.transactional.set(name, list);
  }

  /**
   * Runs last in every transaction that published one of `names`, with all its events: one
   * write for all of them (the live-stream rows).
   */
  beforeCommit(names: readonly EventName[], stage: BeforeCommit): void {
    this.beforeCommits.push({ names: new Set(names), stage });
  }

  onBroadcast<N extends EventName>(name: N, listener: Handler<N>): () => void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Handler<EventName>);
    this.listeners.set(name, list);
    return () => {
      const current = this.listeners.get(name) ?? [];
      this.listeners.set(
        name,
        current.filter((entry) => entry !== (listener as Handler<EventName>)),
      );
    };
  }

  /**
   * Runs when the transport is back after losing its connection: broadcasts sent meanwhile were
   * lost, while the rows they announced were committed (the live streams catch up from them).
   */
  onResume(handler: () => void): void {
    this.resumeHandlers.push(handler);
  }

  /** Starts receiving broadcasts from the transport (idempotent). */
  async start(): Promise<void> {
    this.unsubscribe ??= await this.transport.subscribe(
      (event) => this.deliver(event),
      () => {
        for (const handler of this.resumeHandlers) handler();
      },
    );
  }

  async stop(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    if (unsubscribe) await unsubscribe();
  }

  /**
   * Runs `work` in one transaction of `db`; events it publishes with the scope are written with
   * it (the outbox), and broadcast and reacted to after the commit.
   */
  async transaction<T>(db: Database, work: (scope: EventScope) => Promise<T>): Promise<T> {
    const events: DomainEvent[] = [];
    const result = await db.transaction(async (tx) => {
      const scope: EventScope = { tx: tx as unknown as Database, events, posts: new Map() };
      const value = await work(scope);
      if (events.length > 0) {
        const stages = this.beforeCommits
          .map(({ names, stage }) => ({
            stage,
            concerned: events.filter((event) => names.has(event.name)),
          }))
          .filter(({ concerned }) => concerned.length > 0);
        // The last stage may carry the NOTIFY in its statement (one round trip less).
        const notification =
          stages.length > 0 ? (this.transport.notification?.(events) ?? null) : null;
        let notified = false;
        for (const [index, { stage, concerned }] of stages.entries()) {
          const carried = index === stages.length - 1 ? notification : null;
          if ((await stage(concerned, scope.tx, carried)) === true && carried) notified = true;
        }
        if (!notified) await this.transport.stage?.(scope.tx, events);
      }
      return value;
    });
    for (const event of events) await this.afterCommit(event);
    return result;
  }

  /**
   * Publishes an event. With a scope, it joins that transaction's outbox. Without one, an event
   * that has transactional reactions gets a transaction of its own.
   */
  async publish<N extends EventName>(
    name: N,
    payload: DomainEvents[N],
    scope?: EventScope,
  ): Promise<void> {
    const event: DomainEvent<N> = {
      id: newId(),
      name,
      payload,
      occurredAt: this.clock().toISOString(),
      origin: this.instanceId,
    };
    if (scope) {
      for (const handler of this.transactional.get(name) ?? [])
        await handler(event as unknown as DomainEvent<EventName>, scope);
      scope.events.push(event as unknown as DomainEvent);
      return;
    }
    if (this.db && this.needsTransaction(name)) {
      const db = this.db;
      await this.transaction(db, (inner) => this.publish(name, payload, inner));
      return;
    }
    await this.afterCommit(event as unknown as DomainEvent, true);
  }

  private needsTransaction(name: EventName): boolean {
    return (
      this.transactional.has(name) || this.beforeCommits.some((entry) => entry.names.has(name))
    );
  }

  /** The after-commit reactions, then the broadcast (already staged in the transaction if any). */
  private async afterCommit(event: DomainEvent, unstaged = false): Promise<void> {
    for (const handler of this.reactions.get(event.name) ?? []) {
      try {
        await handler(event);
      } catch (error) {
        this.log.error({ err: error, event: event.name }, 'an event reaction failed');
      }
    }
    // A NOTIFY staged in the transaction has gone out with its commit.
    if (this.transport.stage && !unstaged) return;
    if ((this.listeners.get(event.name)?.length ?? 0) === 0 && !this.transport.crossesInstances)
      return;
    try {
      await this.transport.publish(event);
    } catch (error) {
      this.log.error({ err: error, event: event.name }, 'could not broadcast an event');
    }
  }
  private async deliver(event: DomainEvent): Promise<void> {
    for (const listener of this.listeners.get(event.name) ?? []) {
      try {
        await listener(event);
      } catch (error) {
        this.log.error({ err: error, event: event.name }, 'an event listener failed');
      }
    }
  }
}
