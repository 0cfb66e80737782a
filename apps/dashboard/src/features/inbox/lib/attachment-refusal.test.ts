import { MAX_ATTACHMENT_BYTES } from '@lisa/contracts/attachments';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../hooks/use-composer-attachments.ts';

describe('refusalOf (the composer checks a file before reading it)', () => {
  it('accepts the allowed types up to 2 MiB', () => {
    expect(refusalOf({ name: 'a.pdf', type: 'application/pdf', size: MAX_ATTACHMENT_BYTES })).toBe(
      null,
    );
    expect(refusalOf({ name: 'a.png', type: 'image/png', size: 10 })).toBe(null);
  });

  it('names the file and says why it is refused', () => {
    expect(refusalOf({ name: 'page.html', type: 'text/html', size: 10 })).toBe(
      'page.html: type not supported. Attach an image (PNG, JPEG, GIF, WebP), PDF, text, CSV or DOCX file',
    );
    expect(refusalOf({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toMatch(
      /^logo\.svg: type not supported/,
    );
    expect(refusalOf({ name: 'big.png', type: 'image/png', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(
      'big.png: larger than 2 MiB',
    );
  });
});
