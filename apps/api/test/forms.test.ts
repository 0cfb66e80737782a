import { startTestSmtpServer, type TestSmtpServer } from '@lisa/test-smtp';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, formSubmissions } from '../src/db/schema/core.ts';
import { testDrivers } from './postgres.ts';
import { postJson, startTestServer, type TestServer } from './support/test-server.ts';

// The server's clock for these tests: the quote window is 2026-03-13 .. 2027-03-10.
const NOW = new Date('2026-03-10T12:00:00Z');

const quote = {
  name: 'Amina Otieno',
  email: 'amina@example.com',
  company: 'Savanna Bank',
  phoneNumber: '+254 712 345 678',
  jobTitle: 'Head of CX',
  usecase: 'Loan questions on WhatsApp',
  expectedCustomers: '5000',
  integrationsNeeded: ['WhatsApp', 'CRM'],
  workflowsNeeded: ['Loan Applications'],
  supportPackage: 'Enterprise',
  dataSources: ['Web URLs'],
  deploymentDate: '2026-04-01',
  agreedToTerms: true,
  agreedToPrivacy: true,
  submittedAt: '2026-03-10T11:59:00.000Z',
};

describe.each(testDrivers)('POST /forms/:type on %s', (driver) => {
  let api: TestServer;
  let smtp: TestSmtpServer;
  const submit = (type: string, body: unknown) => postJson(`${api.url}/forms/${type}`, body);

  async function submissionCount(): Promise<number> {
    return (await api.database.db.select().from(formSubmissions)).length;
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestServer(driver, {
      clock: () => NOW,
      env: {
        SMTP_URL: smtp.url,
        SALES_EMAIL: 'sales@lisa.test',
        MAIL_FROM: 'Lisa <no-reply@lisa.test>',
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it('stores a valid quote, queues and sends a notice to sales, and answers success with the id', async () => {
    const res = await submit('quote', quote);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', id: expect.stringMatching(/^\d+$/) });
    const [row] = await api.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, Number(res.body.id)));
    expect(row?.type).toBe('quote');
    expect(row?.payload).toMatchObject({ company: 'Savanna Bank', expectedCustomers: '5000' });
    await api.server.context.mailer.drain();
    const [mail] = await api.database.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail).toMatchObject({ to: 'sales@lisa.test', kind: 'quote_notice', status: 'sent' });
    expect(mail?.subject).toBe(
      `New enterprise quote request #${res.body.id} from Amina Otieno, Savanna Bank`,
    );
    const delivered = smtp.mails.find((m) => m.raw.includes(`#${res.body.id}`));
    expect(delivered?.to).toEqual(['sales@lisa.test']);
    expect(delivered?.raw).toContain('phoneNumber: +254 712 345 678');
  });

  it.each([
    [
      'contact',
      { name: 'Jo', email: 'jo@example.com', message: 'Call me', submittedAt: NOW.toISOString() },
    ],
    [
      'demo',
      { name: 'Jo', email: 'jo@example.com', company: 'Acme', submittedAt: NOW.toISOString() },
    ],
    [
      'rsvp',
      { name: 'Jo', email: 'jo@example.com', attendance: 'online', submittedAt: NOW.toISOString() },
    ],
  ])('accepts a valid %s form', async (type, body) => {
    const res = await submit(type, body);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const [row] = await api.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, Number(res.body.id)));
    expect(row?.type).toBe(type);
  });

  it('stores the RSVP default event name', async () => {
    const res = await submit('rsvp', {
      name: 'Jo',
      email: 'jo@example.com',
      attendance: 'in-person',
      submittedAt: NOW.toISOString(),
    });
    const [row] = await api.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, Number(res.body.id)));
    expect(row?.payload.eventName).toBe('Lisa Live 2025');
  });

  it('answers 400 with the SPEC message for an unknown form type and stores nothing', async () => {
    const before = await submissionCount();
    const res = await submit('newsletter', { email: 'a@b.co' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Invalid form type: newsletter. Must be one of: contact, rsvp, demo, quote',
    );
    expect(await submissionCount()).toBe(before);
  });

  it.each([
    [
      'a deployment date under 3 days away',
      { deploymentDate: '2026-03-12' },
      'deploymentDate',
      'Target deployment date must be between 2026-03-13 and 2027-03-10',
    ],
    [
      'a deployment date over a year away',
      { deploymentDate: '2027-03-11' },
      'deploymentDate',
      'Target deployment date must be between 2026-03-13 and 2027-03-10',
    ],
    [
      'no terms consent',
      { agreedToTerms: false },
      'agreedToTerms',
      'You must agree to the Terms of Service',
    ],
    [
      'no privacy consent',
      { agreedToPrivacy: false },
      'agreedToPrivacy',
      'You must agree to the Privacy Policy',
    ],
    [
      'zero expected customers',
      { expectedCustomers: '0' },
      'expectedCustomers',
      'Expected number of customers must be a whole number of at least 1',
    ],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    ['a missing name', { name: '' }, 'name', 'Full name is required'],
    [
      'a missing submittedAt',
      { submittedAt: undefined },
      'submittedAt',
      'submittedAt must be an ISO 8601 date-time',
    ],
  ])(
    'rejects a quote with %s, with a field error, storing and mailing nothing',
    async (_label, patch, field, message) => {
      const before = await submissionCount();
      const mailsBefore = (await api.database.db.select().from(emailOutbox)).length;
      const res = await submit('quote', { ...quote, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(res.body.fields[field]).toContain(message);
      expect(await submissionCount()).toBe(before);
      expect((await api.database.db.select().from(emailOutbox)).length).toBe(mailsBefore);
    },
  );

  it('accepts both ends of the deployment window', async () => {
    expect((await submit('quote', { ...quote, deploymentDate: '2026-03-13' })).status).toBe(200);
    expect((await submit('quote', { ...quote, deploymentDate: '2027-03-10' })).status).toBe(200);
  });

  it('answers 400 for a non-object body', async () => {
    const res = await submit('contact', '[1,2]');
    expect(res.status).toBe(400);
  });
});

describe('form notices without SMTP', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer('pglite');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('keeps the notice queued in the outbox', async () => {
    const res = await postJson(`${api.url}/forms/contact`, {
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Hello',
      submittedAt: new Date().toISOString(),
    });
    expect(res.status).toBe(200);
    await api.server.context.mailer.drain();
    const [mail] = await api.database.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail).toMatchObject({ kind: 'contact_notice', status: 'queued', attempts: 0 });
  });
});
