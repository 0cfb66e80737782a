import { describe, expect, it } from 'vitest';
import { docsSearchEntries, plainText, searchDocs, snippet } from './search-index.ts';

const html = `<div><nav aria-label="Documentation">Sidebar</nav><article data-docs-article="">
<header><h1 class="x">Sync your <!-- -->Odoo products</h1><p>Import products &amp; stock.</p></header>
<nav aria-label="On this page"><a href="#configuration">Configuration</a></nav>
<section><h2 id="configuration" class="y">Configuration</h2><p>Four values: URL, database, user id and <code>API key</code>.</p>
<div><section><pre>ODOO_URL=x</pre></section><button type="button">Copy</button></div>
<h3>No id here</h3><p>Joins the section above.</p></section>
<section><h2 id="troubleshooting">Troubleshooting</h2><p>Access denied means the key is wrong.</p></section>
<nav aria-label="Previous and next pages"><a href="/x">Next Chat API</a></nav>
</article></div>`;

describe('docsSearchEntries', () => {
  const entries = docsSearchEntries('/documentation/odoo', html);

  it('makes one entry for the page and one per heading with an id', () => {
    expect(entries.map((e) => [e.heading, e.anchor])).toEqual([
      ['Sync your Odoo products', null],
      ['Configuration', 'configuration'],
      ['Troubleshooting', 'troubleshooting'],
    ]);
    expect(entries.every((e) => e.page === 'Sync your Odoo products')).toBe(true);
  });

  it('keeps the text under each heading, without buttons, navigation or markup', () => {
    expect(entries[0]?.text).toBe('Import products & stock.');
    expect(entries[1]?.text).toBe(
      'Four values: URL, database, user id and API key . ODOO_URL=x No id here Joins the section above.',
    );
    expect(entries[2]?.text).toBe('Access denied means the key is wrong.');
  });

  it('finds nothing outside a docs article', () => {
    expect(docsSearchEntries('/about', '<main><h1>About</h1></main>')).toEqual([]);
  });
});

describe('searchDocs', () => {
  const index = [
    {
      path: '/a',
      page: 'Knowledge base',
      heading: 'Knowledge base',
      anchor: null,
      text: 'How the assistant learns.',
    },
    {
      path: '/a',
      page: 'Knowledge base',
      heading: 'Plan limits',
      anchor: 'plan-limits',
      text: 'Each plan holds sources.',
    },
    {
      path: '/c',
      page: 'How-to guides',
      heading: 'Answer on WhatsApp',
      anchor: 'whatsapp',
      text: 'Embedded signup.',
    },
    {
      path: '/b',
      page: 'Integrations',
      heading: 'WhatsApp',
      anchor: 'whatsapp',
      text: 'Connect your WhatsApp Business number.',
    },
  ];

  it('ranks an exact heading first, then other heading matches, and links to the anchor', () => {
    const results = searchDocs(index, 'whatsapp');
    expect(results.map((r) => r.href)).toEqual(['/b#whatsapp', '/c#whatsapp']);
  });

  it('matches word prefixes, needs every word, and ignores case and punctuation', () => {
    expect(searchDocs(index, 'PLAN lim').map((r) => r.href)).toEqual(['/a#plan-limits']);
    expect(searchDocs(index, 'plan whatsapp')).toEqual([]);
    expect(searchDocs(index, 'knowl').map((r) => r.href)).toEqual(['/a', '/a#plan-limits']);
  });

  it('answers an empty query with nothing', () => {
    expect(searchDocs(index, '  ')).toEqual([]);
  });
});

describe('text helpers', () => {
  it('plainText decodes entities and collapses spaces', () => {
    expect(plainText('<p>a &lt;b&gt;\n  &#39;c&#x27;</p>')).toBe("a <b> 'c'");
  });

  it('snippet cuts around the first match', () => {
    const text = `${'x '.repeat(100)}needle ${'y '.repeat(100)}`;
    const cut = snippet(text, 'needle', 40);
    expect(cut).toContain('needle');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
  });
});
