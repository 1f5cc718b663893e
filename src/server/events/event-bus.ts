import type { Logger } from 'pino';
import type { Clock } from '../context.ts';
import { newId } from '../lib/ids.ts';
import type { DomainEvent, DomainEvents, EventName } from './domain-events.ts';
import type { EventTransport } from './transports.ts';

type Handler<N extends EventName> = (event: DomainEvent<N>) => Promise<void> | void;

/**
 * The typed domain event bus. Two kinds of subscriber:
 * - `on`: a reaction with side effects (write a notification, index a post). It runs once, on the
 *   instance that published, and `publish` awaits it, so a request's own effects are done when it
 *   answers. A failing reaction is logged and never fails the publisher.
 * - `onBroadcast`: a listener on every instance (live updates to the browsers connected there).
 *   Delivered through the transport: in-process, or PostgreSQL LISTEN/NOTIFY across instances.
 */
export class EventBus {
  private readonly reactions = new Map<EventName, Handler<EventName>[]>();
  private readonly listeners = new Map<EventName, Handler<EventName>[]>();
  private readonly transport: EventTransport;
  private readonly clock: Clock;
  private readonly log: Logger;
  readonly instanceId: string;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(deps: { transport: EventTransport; clock: Clock; log: Logger; instanceId: string }) {
    this.transport = deps.transport;
    this.clock = deps.clock;
    this.log = deps.log;
    this.instanceId = deps.instanceId;
  }

  get transportKind(): string {
    return this.transport.kind;
  }

  on<N extends EventName>(name: N, handler: Handler<N>): void {
    const list = this.reactions.get(name) ?? [];
    list.push(handler as Handler<EventName>);
    this.reactions.set(name, list);
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

  /** Starts receiving broadcasts from the transport (idempotent). */
  async start(): Promise<void> {
    this.unsubscribe ??= await this.transport.subscribe((event) => this.deliver(event));
  }

  async stop(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    if (unsubscribe) await unsubscribe();
  }

  async publish<N extends EventName>(name: N, payload: DomainEvents[N]): Promise<void> {
    const event: DomainEvent<N> = {
      id: newId(),
      name,
      payload,
      occurredAt: this.clock().toISOString(),
      origin: this.instanceId,
    };
    for (const handler of this.reactions.get(name) ?? []) {
      try {
        await handler(event as unknown as DomainEvent<EventName>);
      } catch (error) {
        this.log.error({ err: error, event: name }, 'an event reaction failed');
      }
    }
    if ((this.listeners.get(name)?.length ?? 0) === 0 && !this.transport.crossesInstances) return;
    try {
      await this.transport.publish(event as unknown as DomainEvent);
    } catch (error) {
      this.log.error({ err: error, event: name }, 'could not broadcast an event');
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
