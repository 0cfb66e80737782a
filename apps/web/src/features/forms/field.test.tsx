import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceField, TextAreaField, TextField } from './field.tsx';
import { FormLayout } from './form-layout.tsx';

// The markup the contact and RSVP forms rely on, rendered by React as the browser gets it;
// the browser behaviour itself is covered by e2e/specs/web-pages.spec.ts.

interface Markup {
  html: string;
  /** Every value of attribute `name` on `<tag …>` elements, in document order. */
  attr(tag: string, name: string): string[];
}

function render(element: ReactElement): Markup {
  const html = renderToStaticMarkup(element);
  return {
    html,
    attr: (tag, name) =>
      [...html.matchAll(new RegExp(`<${tag}\\b[^>]*?\\s${name}="([^"]*)"`, 'g'))].map(
        (m) => m[1] ?? '',
      ),
  };
}

describe('TextField', () => {
  it('names the input by its label and marks a required field', () => {
    const out = render(<TextField label="Email" name="email" required />);
    const [inputId] = out.attr('input', 'id');
    expect(inputId).toBeTruthy();
    expect(out.attr('label', 'for')).toEqual([inputId]);
    expect(out.html).toContain('<span aria-hidden="true" class="text-danger"> *</span>');
    expect(out.html).toMatch(/<input[^>]* required=""/);
    expect(out.attr('input', 'aria-describedby')).toEqual([]);
    expect(out.attr('input', 'aria-invalid')).toEqual([]);
  });

  it('describes the input by its hint and its error, and marks it invalid', () => {
    const out = render(
      <TextField label="Guests" name="guests" hint="Up to 5." error="Too many guests" />,
    );
    const [inputId] = out.attr('input', 'id');
    const [hintId, errorId] = out.attr('p', 'id');
    expect(hintId).toBe(`${inputId}-hint`);
    expect(errorId).toBe(`${inputId}-error`);
    expect(out.attr('input', 'aria-describedby')).toEqual([`${hintId} ${errorId}`]);
    expect(out.attr('input', 'aria-invalid')).toEqual(['true']);
    expect(out.html).toContain('Too many guests</p>');
    expect(out.html).not.toMatch(/<input[^>]* required=""/);
  });
});

describe('TextAreaField', () => {
  it('wires the textarea the same way and spans both columns when wide', () => {
    const out = render(<TextAreaField label="Message" name="message" wide error="Say more" />);
    const [id] = out.attr('textarea', 'id');
    expect(out.attr('label', 'for')).toEqual([id]);
    expect(out.attr('textarea', 'aria-describedby')).toEqual([`${id}-error`]);
    expect(out.attr('textarea', 'aria-invalid')).toEqual(['true']);
    expect(out.html.startsWith('<div class="sm:col-span-2">')).toBe(true);
  });
});

describe('ChoiceField', () => {
  const options = [
    { value: 'in-person', label: 'In person, in Nairobi' },
    { value: 'online', label: 'Online' },
  ] as const;

  it('is a fieldset of radios named by its legend, described by its error only when shown', () => {
    const clean = render(
      <ChoiceField label="How will you attend?" name="attendance" options={options} required />,
    );
    expect(clean.attr('fieldset', 'aria-describedby')).toEqual([]);
    expect(clean.html).toMatch(/<legend[^>]*>How will you attend\?<span aria-hidden="true"/);
    expect(clean.attr('input', 'value')).toEqual(['in-person', 'online']);
    expect(clean.attr('input', 'name')).toEqual(['attendance', 'attendance']);

    const failed = render(
      <ChoiceField
        label="How will you attend?"
        name="attendance"
        options={options}
        error="Pick one"
      />,
    );
    const [errorId] = failed.attr('p', 'id');
    expect(failed.attr('fieldset', 'aria-describedby')).toEqual([errorId]);
    expect(failed.html).toContain('Pick one</p>');
  });
});

describe('FormLayout', () => {
  const form = (sending: boolean, failure: string | null) =>
    render(
      <FormLayout
        label="Contact form"
        onSubmit={() => {}}
        submitLabel="Send message"
        sending={sending}
        failure={failure}
      >
        <TextField label="Name" name="name" />
      </FormLayout>,
    );

  it('names the form, skips browser validation and offers an enabled submit button', () => {
    const out = form(false, null);
    expect(out.attr('form', 'aria-label')).toEqual(['Contact form']);
    expect(out.html).toMatch(/<form[^>]* noValidate=""/);
    expect(out.html).toMatch(/<button type="submit" class="[^"]*">Send message<\/button>/);
    expect(out.html).not.toContain('role="alert"');
  });

  it('while sending disables the button and shows the spinner; after a failure says so', () => {
    const sending = form(true, null);
    expect(sending.html).toMatch(/<button type="submit" disabled=""/);
    expect(sending.html).toContain('aria-label="Sending"');
    const failed = form(false, 'We could not send your message.');
    expect(failed.html).toMatch(/<p role="alert"[^>]*>We could not send your message\.<\/p>/);
  });
});
