// Test helper: a real SMTP server on loopback that keeps what the API sends, so account
// tests read codes from delivered mail, the way a person would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestMailbox {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the newest mail to `address` received after `after` mails, polling. */
  waitFor(address: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  countTo(address: string): number;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<TestMailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    countTo: (address) => to(address).length,
    async waitFor(address, { after = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const list = to(address);
        const mail = list[after] ? list[list.length - 1] : undefined;
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`No mail to ${address} after ${after} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a mail's subject. */
export function codeFrom(mail: ReceivedMail): string {
  const match = /code(?: is|:)\s*(\d{6})/i.exec(mail.raw);
  if (!match?.[1]) throw new Error(`No code in mail:\n${mail.raw}`);
  return match[1];
}
