import type { TimelineEvent } from '@lisa/contracts/contacts';
import { describe, expect, it } from 'vitest';
import { contactLabel, describeEvent } from './contact-labels.ts';

const event = (kind: string, data: Record<string, unknown>, source = 'member'): TimelineEvent => ({
  id: 1,
  kind,
  source,
  actor_id: null,
  data,
  created_at: '2026-11-25T10:00:00.000Z',
  merge: null,
});

describe('contact labels', () => {
  it('names a contact by name, else email, else phone, else as a visitor', () => {
    expect(contactLabel({ id: 7, name: ' Amina ', email: 'a@x.co', phone: null })).toBe('Amina');
    expect(contactLabel({ id: 7, name: null, email: 'a@x.co', phone: '+2547' })).toBe('a@x.co');
    expect(contactLabel({ id: 7, name: null, email: null, phone: '+2547' })).toBe('+2547');
    expect(contactLabel({ id: 7, name: '', email: null, phone: null })).toBe('Visitor #7');
  });

  it('says what happened, and when the agent learned it', () => {
    expect(describeEvent(event('field_changed', { field: 'company', to: 'Acme' }))).toBe(
      'Company set to Acme',
    );
    expect(
      describeEvent(event('identity_added', { kind: 'email', value: 'a@x.co' }, 'agent')),
    ).toBe('Email a@x.co added (learned by the agent)');
    expect(
      describeEvent(
        event('merged', { secondary_name: 'Juma', reason: 'Same verified email: a@x.co' }),
      ),
    ).toBe('Merged with Juma: Same verified email: a@x.co');
    expect(describeEvent(event('something_new', {}))).toBe('something new');
  });

  it('tells the sales story: lead, deal, stage changes, tasks, imports', () => {
    expect(describeEvent(event('lead_created', { source: 'chat' }, 'agent'))).toBe(
      'Became a lead in a chat',
    );
    expect(describeEvent(event('deal_created', { title: 'Whitening', stage: 'New' }))).toBe(
      'Deal “Whitening” opened in New',
    );
    expect(
      describeEvent(event('deal_stage_changed', { title: 'Whitening', from: 'New', to: 'Won' })),
    ).toBe('Deal “Whitening” moved from New to Won');
    expect(describeEvent(event('task_done', { title: 'Call back' }))).toBe('Task done: Call back');
    expect(
      describeEvent(
        event('workflow_run', { workflow_name: 'Book a cleaning', outcome: 'completed' }),
      ),
    ).toBe('Workflow “Book a cleaning” completed');
    expect(describeEvent(event('workflow_run', { workflow_id: 4, outcome: 'failed' }))).toBe(
      'Workflow “#4” failed',
    );
    expect(describeEvent(event('imported', { filename: 'clients.csv' }, 'import'))).toBe(
      'Updated from the import of clients.csv',
    );
  });
});
