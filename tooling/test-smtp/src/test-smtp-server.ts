// A real SMTP server on loopback that keeps what it receives: the API's tests and the e2e
// harness send their mail here and read codes and notices back, the way a person would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  /** Recipients, lower-cased. */
  to: string[];
  raw: string;
  receivedAt: string;
}

export interface TestSmtpServerOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Called after each mail is kept, with every mail so far (the e2e harness writes them out). */
  onMail?: (mails: readonly ReceivedMail[]) => void;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  mails: ReceivedMail[];
  countTo(address: string): number;
  /** Resolves with the newest mail to `address` once more than `after` have arrived (polling). */
  waitFor(address: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(
  options: TestSmtpServerOptions = {},
): Promise<TestSmtpServer> {
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
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        });
        options.onMail?.(mails);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
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

/** The 6-digit code in a mail (sign-up, verification and reset mails). */
export function codeFrom(mail: ReceivedMail): string {
  const match = /code(?: is|:)\s*(\d{6})/i.exec(mail.raw);
  if (!match?.[1]) throw new Error(`No code in mail:\n${mail.raw}`);
  return match[1];
}
