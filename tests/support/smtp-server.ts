import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port (or on `port`: a mail server coming back where the app
 * expects it); the app talks to it over a real SMTP conversation.
 */
export async function startSmtpServer(port = 0): Promise<{
  port: number;
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message with quoted-printable soft line breaks and =3D escapes undone. */
export function decodedMail(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** Waits for the first mail to `to` among those the server received. */
export async function waitForMail(
  mails: ReceivedMail[],
  to: string,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mails.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to}`);
}

/** The token of the password-reset link in a mail. */
export function resetToken(mail: ReceivedMail): string {
  const token = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(decodedMail(mail))?.[1];
  if (!token) throw new Error(`no reset link in:\n${mail.raw}`);
  return decodeURIComponent(token);
}

/**
 * The message as a person reads it: encoded-word headers (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`),
 * quoted-printable and base64 parts decoded to UTF-8 text (for mails in Turkish).
 */
export function readableMail(mail: ReceivedMail): string {
  const unfolded = mail.raw.replace(/\?=\r?\n[ \t]+=\?/g, '?==?');
  const headersDecoded = unfolded.replace(
    /=\?utf-8\?([qb])\?([^?]*)\?=/gi,
    (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
  );
  const base64Decoded = headersDecoded.replace(
    /(Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/gi,
    (_match, head: string, body: string) =>
      `${head}${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}\n`,
  );
  return quotedPrintable(base64Decoded.replace(/=\r?\n/g, ''));
}

function quotedPrintable(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}
