import { describe, expect, it } from 'vitest';
import { campaignFormSchema, resultFigures, toBody, toFormValues } from './campaign-labels.ts';
import { recipientsCsv } from './recipients-csv.ts';

describe('campaign form values', () => {
  it('turns the form into the API body and back', () => {
    const values = {
      ...toFormValues(),
      name: ' Spring ',
      tag: 'vip',
      last_seen_days: '30',
      template_id: '7',
      variables: [
        { source: 'first_name', text: '' },
        { source: 'text', text: 'Whitening' },
      ],
    };
    const body = toBody(values);
    expect(body).toMatchObject({
      name: 'Spring',
      kind: 'whatsapp',
      audience: { tag: 'vip', last_seen_days: 30 },
      template_id: 7,
      variables: ['field:first_name', 'text:Whitening'],
      subject: null,
    });
    const back = toFormValues({
      ...body,
      id: 1,
      status: 'draft',
      status_reason: null,
      audience: body.audience ?? {},
      template_id: 7,
      variables: body.variables ?? [],
      subject: null,
      body: null,
      rate_per_second: 20,
      scheduled_at: null,
      started_at: null,
      finished_at: null,
      created_at: '',
      kind: 'whatsapp',
      rules: null,
      conversation_tag: 'spring',
      totals: {} as never,
    });
    expect(back.variables).toEqual(values.variables);
  });
  it('needs a template for WhatsApp and a subject and message for email', () => {
    const whatsapp = campaignFormSchema.safeParse({ ...toFormValues(), name: 'x' });
    expect(whatsapp.error?.issues.map((i) => i.path.join('.'))).toEqual(['template_id']);
    const email = campaignFormSchema.safeParse({ ...toFormValues(), name: 'x', kind: 'email' });
    expect(email.error?.issues.map((i) => i.path.join('.'))).toEqual(['subject', 'body']);
  });
  it('builds a website campaign: message and rules, no audience; needs a message, at most 600 s', () => {
    const values = {
      ...toFormValues(),
      name: 'Pricing',
      kind: 'website' as const,
      body: 'Questions about plans?',
      url_contains: ' /pricing ',
      delay_seconds: '15',
    };
    expect(toBody(values)).toMatchObject({
      kind: 'website',
      audience: {},
      body: 'Questions about plans?',
      rules: { url_contains: '/pricing', delay_seconds: 15, once_per_visitor: true, ends_at: null },
    });
    const bad = campaignFormSchema.safeParse({ ...values, body: '', delay_seconds: '601' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['body', 'delay_seconds']);
  });
  it('writes recipients as CSV with formula cells defused', () => {
    const csv = recipientsCsv([
      {
        id: 1,
        contact_id: 2,
        name: '=SUM(A1)',
        address: '+254700000001',
        state: 'failed',
        reason: 'No address, sorry',
        conversation_id: null,
        sent_at: null,
        delivered_at: null,
        read_at: null,
        replied_at: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`2,'=SUM(A1),'+254700000001,failed,"No address, sorry",,,,,`);
  });
});

describe('result figures', () => {
  const totals = {
    recipients: 2,
    queued: 0,
    sent: 0,
    delivered: 0,
    read: 0,
    replied: 3,
    failed: 0,
    skipped: 0,
    opted_out: 0,
    delivery_rate: 0,
    read_rate: 0,
    reply_rate: 0.25,
    conversations_started: 2,
    credits_used: 0,
    shown: 12,
  };
  it('shows a website campaign as shown, replied of shown, started and joined conversations', () => {
    expect(resultFigures({ kind: 'website', totals })).toEqual([
      ['Shown', '12'],
      ['Replied', '3 (25%)'],
      ['Conversations started', '2'],
      ['Replies in open conversations', '1'],
      ['Credits used', '0'],
    ]);
  });
  it('shows a broadcast as sent, delivered, read and replied', () => {
    const labels = resultFigures({ kind: 'email', totals }).map(([label]) => label);
    expect(labels).toContain('Delivered');
    expect(labels).not.toContain('Shown');
  });
});
