// The e2e mailbox: the repository's one SMTP test server (@lisa/test-smtp) on a fixed
// port. The API sends its emails (sign-up codes, quote notices) there during e2e runs, and
// every mail is written to a JSON file the specs read back.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '@lisa/test-smtp';

// Written whole to a temporary file and renamed over the old one, so a spec reading the
// mailbox never sees half a file.
function writeMailbox(file: string, mails: readonly ReceivedMail[]): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(mails));
  renameSync(`${file}.tmp`, file);
}

export async function startMailbox(file: string, port: number): Promise<TestSmtpServer> {
  writeMailbox(file, []);
  return startTestSmtpServer({ port, onMail: (mails) => writeMailbox(file, mails) });
}

/** Every mail received so far for this address, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  const file = process.env.LISA_MAILBOX;
  if (!file) throw new Error('LISA_MAILBOX is not set: run the specs through playwright.config.ts');
  const mails = JSON.parse(readFileSync(file, 'utf8')) as ReceivedMail[];
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}
