import { describe, expect, it } from 'vitest';
import { readWidgetCommand, widgetMessage } from '../src/widget-messages.ts';

const event = (origin: string, data: unknown) => ({ origin, data }) as MessageEvent;

describe('widget postMessage protocol', () => {
  it('accepts a known command from the allowed origin', () => {
    expect(
      readWidgetCommand(
        event('https://shop.example', widgetMessage('lisa:open')),
        'https://shop.example',
      ),
    ).toBe('lisa:open');
  });

  it('ignores messages from any other origin', () => {
    expect(
      readWidgetCommand(
        event('https://evil.example', widgetMessage('lisa:open')),
        'https://shop.example',
      ),
    ).toBeNull();
  });

  it('ignores messages that are not the widget protocol or name no known command', () => {
    const origin = 'https://shop.example';
    expect(readWidgetCommand(event(origin, { type: 'lisa:open' }), origin)).toBeNull();
    expect(
      readWidgetCommand(event(origin, { source: 'lisa-widget', type: 'lisa:opened' }), origin),
    ).toBeNull();
    expect(readWidgetCommand(event(origin, 'lisa:open'), origin)).toBeNull();
    expect(readWidgetCommand(event(origin, null), origin)).toBeNull();
  });
});
