import { startTestSmtpServer } from '@lisa/test-smtp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/core.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { openTestDatabase } from './support/test-server.ts';

const log = { info() {}, warn() {} };

describe('mailer', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  it('keeps a mail SMTP refused as failed, and delivers it on the next start', async () => {
    const { db } = opened.database;
    const sink = await startTestSmtpServer();
    const port = Number(new URL(sink.url).port);
    await sink.close();
    const down = createMailer({
      db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@lisa.test',
      log,
    });
    const id = await down.send({
      to: 'ops@lisa.test',
      subject: 'Hello',
      text: 'Body',
      kind: 'test',
    });
    await down.drain();
    const [failed] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.lastError).toBeTruthy();
    await down.close();

    const up = await startTestSmtpServer();
    const restarted = createMailer({ db, smtpUrl: up.url, from: 'a@lisa.test', log });
    await restarted.deliverQueued();
    await restarted.drain();
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(up.mails.map((m) => m.to)).toEqual([['ops@lisa.test']]);
    await restarted.close();
    await up.close();
  });
});
