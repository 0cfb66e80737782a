import { describe, expect, it } from 'vitest';
import { toForm, toPatch } from './settings-form.ts';

describe('the settings form', () => {
  it('round-trips the settings through the form values', () => {
    const settings = {
      name: 'Ada',
      purpose: 'sales',
      tone: 'formal',
      greeting: null,
      dont_know_text: 'Ask us by phone.',
      handoff: { on_request: true, after_unanswered: 2, keywords: ['refund', 'complaint'] },
      business_hours: {
        time_zone: 'Africa/Nairobi',
        days: {
          mon: { open: '08:00', close: '18:00' },
          tue: null,
          wed: null,
          thu: null,
          fri: null,
          sat: null,
          sun: null,
        },
      },
      default_language: 'en',
      languages: ['en', 'sw'],
      widget: { colour: '#112233', avatar_url: null },
      reviewed: true,
      updated_at: null,
    } as const;
    const form = toForm({
      ...settings,
      languages: ['en', 'sw'],
      handoff: { ...settings.handoff, keywords: ['refund', 'complaint'] },
    });
    expect(form.keywords).toBe('refund, complaint');
    expect(form.days.mon).toEqual({ open: true, from: '08:00', to: '18:00' });
    expect(form.days.tue.open).toBe(false);
    const patch = toPatch(form);
    expect(patch).toMatchObject({
      greeting: '',
      handoff: { after_unanswered: 2, keywords: ['refund', 'complaint'] },
      business_hours: settings.business_hours,
      languages: ['en', 'sw'],
      widget: { colour: '#112233', avatar_url: null },
    });
    expect(toPatch({ ...form, hours_enabled: false, after_unanswered: '' })).toMatchObject({
      business_hours: null,
      handoff: { after_unanswered: null },
    });
  });
});
