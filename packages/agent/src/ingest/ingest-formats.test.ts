import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx } from '../../test/make-docx.ts';
import { makePdf } from '../../test/make-pdf.ts';
import { detectFormat, ingestFaq, ingestFile, ingestText, ingestUrl } from './ingest-source.ts';
import { IngestError } from './types.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

async function ingestError(promise: Promise<unknown>): Promise<IngestError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof IngestError) return e;
    throw e;
  }
  throw new Error('expected an IngestError');
}

describe('FAQ files', () => {
  it('reads a CSV with question, answer and category columns (quoted commas and newlines)', async () => {
    const csv =
      'Question,Answer,Category\n"Do you open on Sundays?","No, we rest on Sundays.",Hours\n"How do I pay?","By M-Pesa or card.\nCash on delivery too.",Payments\n';
    const source = await ingestFile({ fileName: 'faq.csv', data: bytes(csv) });
    expect(source.kind).toBe('faq');
    expect(source.title).toBe('faq');
    expect(source.chunks.map((c) => [c.question, c.text, c.section])).toEqual([
      ['Do you open on Sundays?', 'No, we rest on Sundays.', 'Hours'],
      ['How do I pay?', 'By M-Pesa or card.\nCash on delivery too.', 'Payments'],
    ]);
    expect(source.chunks.every((c) => c.fileName === 'faq.csv')).toBe(true);
  });

  it('reads JSON as a list of {question, answer} or {q, a}, or under "faq"', async () => {
    const list = await ingestFile({
      fileName: 'faq.json',
      data: bytes(JSON.stringify([{ q: 'Parking?', a: 'Free parking behind the shop.' }])),
    });
    expect(list.chunks[0]).toMatchObject({
      question: 'Parking?',
      text: 'Free parking behind the shop.',
    });
    const wrapped = await ingestFile({
      fileName: 'faq.json',
      data: bytes(
        JSON.stringify({
          faq: [{ question: 'Wifi?', answer: 'Yes, ask for the password.', category: 'Shop' }],
        }),
      ),
    });
    expect(wrapped.chunks[0]).toMatchObject({ question: 'Wifi?', section: 'Shop' });
  });

  it('refuses FAQ files without question and answer', async () => {
    expect(
      (await ingestError(ingestFile({ fileName: 'x.csv', data: bytes('name,email\nA,b\n') }))).code,
    ).toBe('invalid-faq');
    expect(
      (
        await ingestError(
          ingestFile({ fileName: 'x.json', data: bytes('[{"question":"Only a question"}]') }),
        )
      ).code,
    ).toBe('invalid-faq');
    expect(
      (await ingestError(ingestFile({ fileName: 'x.json', data: bytes('{not json') }))).code,
    ).toBe('invalid-faq');
    expect(() => ingestFaq({ title: 'Empty', entries: [{ question: ' ', answer: ' ' }] })).toThrow(
      IngestError,
    );
  });
});

describe('documents', () => {
  it('reads Markdown with its title and sections', async () => {
    const md =
      '# Care guide\n\nWash at **30 degrees**.\n\n## Wool\n\n- Hand wash only\n- Dry flat\n';
    const source = await ingestFile({ fileName: 'care.md', data: bytes(md) });
    expect(source).toMatchObject({ kind: 'markdown', title: 'Care guide', fileName: 'care.md' });
    expect(source.chunks.map((c) => [c.section, c.text])).toEqual([
      [undefined, 'Wash at 30 degrees.'],
      ['Wool', '- Hand wash only\n- Dry flat'],
    ]);
  });

  it('reads plain text as paragraphs, titled by the file name', async () => {
    const source = await ingestFile({
      fileName: 'notes/returns.txt',
      data: bytes('Returns are free.\n\nKeep the receipt.'),
    });
    expect(source).toMatchObject({ kind: 'text', title: 'returns', fileName: 'returns.txt' });
    expect(source.chunks[0]?.text).toBe('Returns are free.\n\nKeep the receipt.');
  });

  it('reads HTML without navigation, header, footer, scripts, styles or cookie banners', async () => {
    const html = `<html><head><title>Our menu</title><style>p{color:red}</style></head><body>
      <header><a href="/">Home</a></header><nav><ul><li>Menu</li><li>Contact</li></ul></nav>
      <div class="cookie-banner">We use cookies</div>
      <main><h1>Menu</h1><p>Pilau with kachumbari, KES 450.</p><h2>Drinks</h2><ul><li>Chai, KES 80</li><li>Juice, KES 150</li></ul>
      <table><tr><th>Day</th><th>Special</th></tr><tr><td>Friday</td><td>Biryani</td></tr></table></main>
      <script>track("visit")</script><footer>© Mama's Kitchen</footer></body></html>`;
    const source = await ingestFile({ fileName: 'menu.html', data: bytes(html) });
    expect(source.title).toBe('Our menu');
    const text = source.chunks.map((c) => `${c.section}: ${c.text}`).join('\n');
    expect(text).toContain('Menu: Pilau with kachumbari, KES 450.');
    expect(text).toContain('Menu › Drinks: - Chai, KES 80\n- Juice, KES 150');
    expect(text).toContain('- Friday — Biryani');
    expect(text).not.toMatch(/Home|Contact|cookies|track|color|Mama/);
  });

  it('reads a PDF page by page, with its title', async () => {
    const pdf = makePdf(
      [
        ['Warranty terms', 'Every blender carries a two year warranty.'],
        ['Claims go to support@example.test.'],
      ],
      'Warranty',
    );
    const source = await ingestFile({ fileName: 'warranty.pdf', data: pdf });
    expect(source).toMatchObject({ kind: 'pdf', title: 'Warranty', fileName: 'warranty.pdf' });
    expect(source.chunks.map((c) => c.section)).toEqual(['Page 1', 'Page 2']);
    expect(source.chunks[0]?.text).toContain('Every blender carries a two year warranty.');
    expect(source.chunks[1]?.text).toContain('Claims go to support@example.test.');
  });

  it('reads a DOCX with its headings as sections', async () => {
    const docx = makeDocx([
      { style: 'Heading1', text: 'Staff handbook' },
      { text: 'Shifts start at 8 am.' },
      { style: 'Heading2', text: 'Leave' },
      { text: 'Ask for leave two weeks ahead.' },
    ]);
    const source = await ingestFile({ fileName: 'handbook.docx', data: docx });
    expect(source).toMatchObject({ kind: 'docx', title: 'Staff handbook' });
    expect(source.chunks.map((c) => [c.section, c.text])).toEqual([
      [undefined, 'Shifts start at 8 am.'],
      ['Leave', 'Ask for leave two weeks ahead.'],
    ]);
  });

  it('recognises a PDF by its bytes whatever its name, and refuses unknown formats', () => {
    expect(detectFormat('upload.bin', makePdf([['x']]))).toBe('pdf');
    expect(() => detectFormat('virus.exe', bytes('MZ'))).toThrow(/Unsupported file/);
  });

  it('refuses a document with no text', async () => {
    expect(
      (await ingestError(ingestFile({ fileName: 'empty.txt', data: bytes('  \n ') }))).code,
    ).toBe('empty');
    expect(() => ingestText({ title: 'Blank', text: '' })).toThrow(IngestError);
  });
});

describe('ingestUrl', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/about') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(
          '<html><head><title>About us</title></head><body><nav>Menu</nav><article><p>Founded in 2015 in Mombasa.</p></article><footer>Footer text</footer></body></html>',
        );
      } else if (request.url === '/guide.md') {
        response.writeHead(200, { 'content-type': 'text/markdown' });
        response.end('# Guide\n\nStep one: sign up.');
      } else if (request.url === '/big') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`<p>${'x'.repeat(5000)}</p>`);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('fetches a page and keeps its main content, citing the URL', async () => {
    const source = await ingestUrl(`${base}/about`);
    expect(source).toMatchObject({ kind: 'url', title: 'About us', url: `${base}/about` });
    expect(source.chunks.map((c) => c.text)).toEqual(['Founded in 2015 in Mombasa.']);
    expect(source.chunks[0]?.url).toBe(`${base}/about`);
    expect(source.chunks[0]?.fileName).toBeUndefined();
  });

  it('reads other formats served at a URL', async () => {
    const source = await ingestUrl(`${base}/guide.md`);
    expect(source.chunks[0]).toMatchObject({ text: 'Step one: sign up.', title: 'Guide' });
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const fakeFetch = (async (input: string | URL | Request) => {
      seen.push(String(input));
      return new Response('<p>Injected page.</p>', { headers: { 'content-type': 'text/html' } });
    }) as typeof fetch;
    const source = await ingestUrl('https://shop.example/faq', { fetch: fakeFetch });
    expect(seen).toEqual(['https://shop.example/faq']);
    expect(source.chunks[0]?.text).toBe('Injected page.');
  });

  it('fails clearly on bad URLs, HTTP errors and oversized pages', async () => {
    expect((await ingestError(ingestUrl('not a url'))).code).toBe('invalid-url');
    expect((await ingestError(ingestUrl('ftp://example.test/file'))).code).toBe('invalid-url');
    expect((await ingestError(ingestUrl(`${base}/missing`))).code).toBe('fetch-failed');
    expect((await ingestError(ingestUrl(`${base}/big`, { maxBytes: 1000 }))).code).toBe(
      'too-large',
    );
  });
});
