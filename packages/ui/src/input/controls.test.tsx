// @vitest-environment happy-dom
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, type Rendered, render } from '../../test/render.tsx';
import { Checkbox } from './checkbox.tsx';
import { Switch } from './switch.tsx';
import { Input } from './text-controls.tsx';

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe('inputs', () => {
  it('Input passes its ref through, as register() needs', () => {
    const ref = createRef<HTMLInputElement>();
    view = render(<Input ref={ref} name="email" />);
    expect(ref.current?.name).toBe('email');
  });

  it('Checkbox reports the new state and is named by its label', () => {
    const seen: boolean[] = [];
    view = render(<Checkbox checked={false} onCheckedChange={(v) => seen.push(v)} label="Agree" />);
    const box = view.container.querySelector('[role="checkbox"]');
    expect(view.container.querySelector('label')?.htmlFor).toBe(box?.id);
    click(box);
    expect(seen).toEqual([true]);
  });

  it('Switch is a role="switch" reporting its new state', () => {
    const seen: boolean[] = [];
    view = render(<Switch checked onCheckedChange={(v) => seen.push(v)} label="Notify me" />);
    const control = view.container.querySelector('[role="switch"]');
    expect(control?.getAttribute('aria-checked')).toBe('true');
    click(control);
    expect(seen).toEqual([false]);
  });
});
