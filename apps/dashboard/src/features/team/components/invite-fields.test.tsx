import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InviteFields } from './invite-fields.tsx';

const bound = (name: string) => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

describe('invite fields', () => {
  it('labels the email and role, and offers only admin and agent', () => {
    const html = renderToString(
      <InviteFields email={bound('email')} role={bound('role')} errors={{}} />,
    );
    expect(html).toMatch(/<label[^>]*>Email<\/label>/);
    expect(html).toMatch(/<label[^>]*>Role<\/label>/);
    expect(html).toContain('value="admin"');
    expect(html).toContain('value="agent"');
    expect(html).not.toContain('value="owner"');
  });

  it('shows a field error beside its input as an alert', () => {
    const html = renderToString(
      <InviteFields
        email={bound('email')}
        role={bound('role')}
        errors={{ email: 'That person is already a member of this business.' }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('That person is already a member of this business.');
    expect(html).toContain('aria-invalid="true"');
  });
});
