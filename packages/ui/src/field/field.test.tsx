// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render } from '../../test/render.tsx';
import { Input } from '../input/text-controls.tsx';
import { Field } from './field.tsx';

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const input = () => view?.container.querySelector('input');

describe('Field', () => {
  it('labels the control and describes it by its hint and error', () => {
    view = render(
      <Field id="email" label="Email" hint="We never share it" error="Enter a valid email">
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(view.container.querySelector('label')?.htmlFor).toBe('email');
    expect(input()?.id).toBe('email');
    expect(input()?.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(input()?.getAttribute('aria-invalid')).toBe('true');
    expect(view.container.querySelector('#email-hint')?.textContent).toBe('We never share it');
    const error = view.container.querySelector('#email-error');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(error?.textContent).toBe('Enter a valid email');
  });

  it('leaves a valid control without aria-invalid or descriptions', () => {
    view = render(<Field label="Name">{(control) => <Input {...control} />}</Field>);
    expect(input()?.hasAttribute('aria-invalid')).toBe(false);
    expect(input()?.hasAttribute('aria-describedby')).toBe(false);
    expect(input()?.id).not.toBe('');
    expect(view.container.querySelector('label')?.htmlFor).toBe(input()?.id);
  });

  it('marks a required control for both eyes and screen readers, once each', () => {
    view = render(
      <Field label="Name" required>
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(input()?.required).toBe(true);
    expect(input()?.getAttribute('aria-required')).toBe('true');
    expect(view.container.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    expect(view.container.querySelector('label')?.textContent).toBe('Name');
  });
});
