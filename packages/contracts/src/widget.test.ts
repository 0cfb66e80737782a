import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_OPTIONS, widgetOptionsSchema } from './widget.ts';

describe('widgetOptionsSchema', () => {
  it('defaults to business 1, closed, right, light', () => {
    expect(DEFAULT_WIDGET_OPTIONS).toEqual({
      business: 1,
      defaultOpen: false,
      position: 'right',
      theme: 'light',
    });
  });

  it('accepts every option and a numeric-string business', () => {
    expect(
      widgetOptionsSchema.parse({
        business: '42',
        defaultOpen: true,
        position: 'left',
        theme: 'dark',
        maxWidth: 420,
        title: 'Ask Duka Fresh',
      }),
    ).toEqual({
      business: 42,
      defaultOpen: true,
      position: 'left',
      theme: 'dark',
      maxWidth: 420,
      title: 'Ask Duka Fresh',
    });
  });

  it('rejects an unknown position or theme with a clear message', () => {
    const position = widgetOptionsSchema.safeParse({ position: 'top' });
    expect(position.error?.issues[0]?.message).toBe('Position must be left or right');
    const theme = widgetOptionsSchema.safeParse({ theme: 'blue' });
    expect(theme.error?.issues[0]?.message).toBe('Theme must be light or dark');
    expect(widgetOptionsSchema.safeParse({ maxWidth: -5 }).success).toBe(false);
    expect(widgetOptionsSchema.safeParse({ title: '  ' }).error?.issues[0]?.message).toBe(
      'Title cannot be empty',
    );
  });
});
