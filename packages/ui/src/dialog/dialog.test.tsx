// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { click, type Rendered, render } from '../../test/render.tsx';
import { Dialog } from './dialog.tsx';

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe('Dialog', () => {
  it('keeps its named Close button (now a lucide X), or none when closeLabel is null', () => {
    const changes: boolean[] = [];
    view = render(
      <Dialog open onOpenChange={(open) => changes.push(open)} title="Get a quote">
        body
      </Dialog>,
    );
    const close = document.querySelector('[role="dialog"] button[aria-label="Close"]');
    expect(close?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    click(close);
    expect(changes).toEqual([false]);
    view.rerender(
      <Dialog open onOpenChange={() => {}} title="Get a quote" closeLabel={null}>
        body
      </Dialog>,
    );
    expect(document.querySelector('[role="dialog"] button')).toBeNull();
  });
});
