import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_INIT_SCRIPT, withPageHead } from './page-head.ts';

const shell = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');

describe('withPageHead', () => {
  const html = withPageHead(shell, {
    title: 'Human handoff | Lisa AI',
    description: 'When Lisa hands a conversation to "your" team.',
    canonicalUrl: 'https://lisa.ai/documentation/handoff',
    followsTheme: true,
  });

  it("writes the page's title, description, canonical URL and social tags", () => {
    expect(html).toContain('<title>Human handoff | Lisa AI</title>');
    expect(html).toContain(
      '<meta name="description" content="When Lisa hands a conversation to &quot;your&quot; team." />',
    );
    expect(html).toContain('<link rel="canonical" href="https://lisa.ai/documentation/handoff"');
    expect(html).toContain(
      '<meta property="og:url" content="https://lisa.ai/documentation/handoff" />',
    );
    expect(html).toContain('<meta name="twitter:title" content="Human handoff | Lisa AI" />');
    expect(html).toContain('<meta property="og:title" content="Human handoff | Lisa AI" />');
  });

  it('sets the theme before paint only on pages that follow it', () => {
    expect(html).toContain(`<script src="${THEME_INIT_SCRIPT}"></script>`);
    const home = withPageHead(shell, {
      title: 'Lisa AI',
      description: 'x',
      canonicalUrl: 'https://lisa.ai/',
      followsTheme: false,
    });
    expect(home).not.toContain(THEME_INIT_SCRIPT);
  });
});
