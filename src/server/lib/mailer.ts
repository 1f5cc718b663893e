import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { newId } from './ids.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes, for the start-up banner and health. */
  readonly description: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file into the
 * outbox folder (and logged), so a fresh install can still complete a password reset.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      description: `SMTP ${new URL(options.smtpUrl).host}`,
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    description: `outbox folder ${options.outboxDir}`,
    async send(mail) {
      const info = (await transport.sendMail({ from: options.from, ...mail })) as {
        message: Buffer;
      };
      mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`,
      );
      writeFileSync(file, info.message, { mode: 0o600 });
      options.log(`mail to ${mail.to} ("${mail.subject}") written to ${file}`);
    },
  };
}

export function outboxDirFor(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}
