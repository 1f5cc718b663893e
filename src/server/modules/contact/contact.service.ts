import { createHmac } from 'node:crypto';
import { MESSAGES } from '../../../shared/messages.ts';
import { isContactSubject, type ContactInput } from '../../../shared/validation/contact.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { AttemptLimiter, type LimitStore, type RateLimitRule } from '../../lib/rate-limiter.ts';
import { insertContactMessage } from './contact.repository.ts';

/** Ours: enough for a person who has more to say, too few for a script filling the table. */
export const CONTACT_LIMIT: RateLimitRule = { max: 5, windowMs: 10 * 60 * 1000 };

/**
 * The public contact form. Anyone may write, without an account; each message is stored for the
 * administrator with a keyed hash of the sender's IP (to spot abuse), never the address itself.
 */
export class ContactService {
  private readonly ctx: AppContext;
  private readonly secret: string;
  private readonly limiter: AttemptLimiter;

  constructor(deps: { ctx: AppContext; secret: string; limitStore: LimitStore }) {
    this.ctx = deps.ctx;
    this.secret = deps.secret;
    this.limiter = new AttemptLimiter(deps.limitStore, deps.ctx.clock);
  }

  async send(input: ContactInput, ip: string): Promise<void> {
    await this.limiter.assert([{ key: `contact:ip:${ip}`, rule: CONTACT_LIMIT }], {
      code: 'rate_limited',
      message: MESSAGES.tooManyRequests,
    });
    // The schema has already checked the subject; this narrows its type for the table.
    if (!isContactSubject(input.subject)) {
      throw new AppError(400, 'validation_failed', MESSAGES.contactSubjectRequired, 'subject');
    }
    await insertContactMessage(this.ctx.database.db, {
      id: newId(),
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      ipHash: this.ipHash(ip),
      createdAt: this.ctx.clock(),
    });
  }

  /** HMAC, not a bare hash: the IPv4 space is small enough to reverse an unkeyed SHA-256. */
  ipHash(ip: string): string {
    return createHmac('sha256', this.secret).update(`contact-ip:${ip}`).digest('base64url');
  }
}
