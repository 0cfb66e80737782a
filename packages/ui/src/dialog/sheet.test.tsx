// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { click, type Rendered, render } from '../../test/render.tsx';
import { Sheet } from './sheet.tsx';

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe('Sheet', () => {
  it('is a named dialog on its side whose Close button asks to close it', () => {
    const changes: boolean[] = [];
    view = render(
      <Sheet open onOpenChange={(open) => changes.push(open)} side="left" title="Filters">
        body
      </Sheet>,
    );
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('data-side')).toBe('left');
    const titleId = dialog?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(titleId)?.textContent).toBe('Filters');
    const close = dialog?.querySelector('button[aria-label="Close"]');
    expect(close?.querySelector('svg')).not.toBeNull();
    click(close);
    expect(changes).toEqual([false]);
  });
});
