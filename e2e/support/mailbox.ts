// A real SMTP server on loopback: the API sends its emails (sign-up codes, quote
// notices) here during e2e runs, and specs read them back from a JSON file.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  receivedAt: string;
}

// Written whole to a temporary file and renamed over the old one, so a spec reading the
// mailbox never sees half a file.
function writeMailbox(file: string, mails: ReceivedMail[]): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(mails));
  renameSync(`${file}.tmp`, file);
}

export async function startMailbox(file: string, port: number): Promise<SMTPServer> {
  writeMailbox(file, []);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mails = JSON.parse(readFileSync(file, 'utf8')) as ReceivedMail[];
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        });
        writeMailbox(file, mails);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Every mail received so far for this address, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  const file = process.env.LISA_MAILBOX;
  if (!file) throw new Error('LISA_MAILBOX is not set: run the specs through playwright.config.ts');
  const mails = JSON.parse(readFileSync(file, 'utf8')) as ReceivedMail[];
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()) || mail.to.includes(address));
}
