import { describe, expect, it } from 'vitest';
import {
  displayInstalls,
  displayRating,
  findIntegration,
  integrationApps,
  integrationCategories,
  integrationsByCategory,
  maskBusinessKey,
  searchIntegrations,
  topPicks,
} from './index.ts';

describe('integrations catalogue', () => {
  it('lists the 12 apps of SPEC §3 under their categories', () => {
    expect(integrationApps.map((app) => [app.categoryKey, app.id])).toEqual([
      ['widgets', 'web-widget'],
      ['api', 'lisa-api'],
      ['messaging', 'whatsapp'],
      ['messaging', 'facebook-messenger'],
      ['messaging', 'instagram'],
      ['collaboration', 'slack'],
      ['productivity', 'asana'],
      ['productivity', 'google-meet'],
      ['productivity', 'calendar'],
      ['crm', 'zoho-crm'],
      ['crm', 'kijani'],
      ['crm', 'odoo'],
    ]);
  });

  it('has the 7 categories in SPEC order, email with no app', () => {
    expect(integrationCategories).toEqual([
      { key: 'widgets', label: 'Web Widget' },
      { key: 'api', label: 'API' },
      { key: 'messaging', label: 'Messaging' },
      { key: 'collaboration', label: 'Collaboration' },
      { key: 'productivity', label: 'Productivity' },
      { key: 'crm', label: 'CRM' },
      { key: 'email', label: 'Email' },
    ]);
    const email = integrationsByCategory().find((group) => group.category.key === 'email');
    expect(email?.apps).toEqual([]);
  });

  it('fills every field of every app with real copy', () => {
    for (const app of integrationApps) {
      for (const text of [
        app.name,
        app.provider,
        app.usage,
        app.short,
        app.description,
        app.docsPath,
      ]) {
        expect(text.trim().length).toBeGreaterThan(2);
      }
      expect(app.description.length).toBeGreaterThan(200);
      expect(app.tags.length).toBeGreaterThanOrEqual(3);
      expect(app.features.length).toBeGreaterThanOrEqual(4);
      expect(app.instructions.length).toBeGreaterThanOrEqual(3);
      expect(app.faq.length).toBeGreaterThanOrEqual(1);
      for (const item of app.faq) {
        expect(item.q.endsWith('?')).toBe(true);
        expect(item.a.length).toBeGreaterThan(20);
      }
      expect(app.docsPath.startsWith('/documentation')).toBe(true);
      expect(JSON.stringify(app)).not.toMatch(/lorem|ipsum|todo|tbd/i);
    }
  });

  it('points Odoo at its own documentation page with the configuration names', () => {
    const odoo = findIntegration('odoo');
    expect(odoo?.docsPath).toBe('/documentation/odoo');
    const steps = odoo?.howToConnect?.join(' ') ?? '';
    for (const name of ['URL', 'database', 'user id', 'API key']) expect(steps).toContain(name);
  });

  it('explains how the web widget Business Key works', () => {
    const widget = findIntegration('web-widget');
    const text = [...(widget?.howToConnect ?? []), ...(widget?.faq.map((f) => f.a) ?? [])].join(
      ' ',
    );
    expect(text).toMatch(/Business Key/);
    expect(text).toMatch(/masked/);
    expect(text).toMatch(/stored in your dashboard/);
  });

  it('picks web widget, API, WhatsApp and Slack as top picks', () => {
    expect(topPicks.map((app) => app.id)).toEqual(['web-widget', 'lisa-api', 'whatsapp', 'slack']);
  });

  it('finds an app by id and returns undefined for an unknown id', () => {
    expect(findIntegration('slack')?.name).toBe('Slack');
    expect(findIntegration('telegram')).toBeUndefined();
  });
});

describe('searchIntegrations', () => {
  it('filters by name case-insensitively and hides categories without a match', () => {
    const result = searchIntegrations('  WHATS ');
    expect(result.map((group) => group.category.key)).toEqual(['messaging']);
    expect(result[0]?.apps.map((app) => app.id)).toEqual(['whatsapp']);
  });

  it('keeps every app for an empty query and returns nothing for no match', () => {
    expect(searchIntegrations('').flatMap((group) => group.apps)).toHaveLength(12);
    expect(searchIntegrations('telegram')).toEqual([]);
  });
});

describe('display placeholders', () => {
  it('derive a rating of 4.3..4.9 and installs of 5k+..29k+ from the id, the same every time', () => {
    for (const app of integrationApps) {
      const rating = displayRating(app.id);
      expect(rating).toBeGreaterThanOrEqual(4.3);
      expect(rating).toBeLessThanOrEqual(4.9);
      expect(Math.round(rating * 10)).toBe(rating * 10);
      expect(displayRating(app.id)).toBe(rating);
      const installs = displayInstalls(app.id);
      const thousands = Number(installs.replace('k+', ''));
      expect(installs).toMatch(/^\d+k\+$/);
      expect(thousands).toBeGreaterThanOrEqual(5);
      expect(thousands).toBeLessThanOrEqual(29);
      expect(displayInstalls(app.id)).toBe(installs);
    }
  });

  it('spreads over the range rather than giving every app the same figure', () => {
    const ratings = new Set(integrationApps.map((app) => displayRating(app.id)));
    const installs = new Set(integrationApps.map((app) => displayInstalls(app.id)));
    expect(ratings.size).toBeGreaterThanOrEqual(3);
    expect(installs.size).toBeGreaterThanOrEqual(5);
  });
});

describe('maskBusinessKey', () => {
  it('keeps the prefix and last four characters', () => {
    expect(maskBusinessKey('lisa_bk_0123456789abcdef01233f9a')).toBe('lisa_bk_••••••••3f9a');
    expect(maskBusinessKey('lisa_bk_abc')).toBe('lisa_bk_••••••••');
  });
});
