// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render } from '../../test/render.tsx';
import { Button } from './button.tsx';
import { IconButton } from './icon-button.tsx';

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe('Button', () => {
  it('is a plain type="button" by default', () => {
    view = render(<Button>Save</Button>);
    const button = view.container.querySelector('button');
    expect(button?.type).toBe('button');
    expect(button?.disabled).toBe(false);
    expect(button?.hasAttribute('aria-busy')).toBe(false);
  });

  it('while loading is disabled, aria-busy and shows a spinner, keeping its label', () => {
    view = render(<Button loading>Save</Button>);
    const button = view.container.querySelector('button');
    expect(button?.disabled).toBe(true);
    expect(button?.getAttribute('aria-busy')).toBe('true');
    expect(button?.querySelector('[role="status"][aria-label="Loading"]')).not.toBeNull();
    expect(button?.textContent).toContain('Save');
  });
});

describe('IconButton', () => {
  it('is named by its label, which is also its tooltip', () => {
    view = render(<IconButton label="Delete contact" icon={<svg />} />);
    const button = view.container.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('Delete contact');
    expect(button?.title).toBe('Delete contact');
    expect(button?.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});
