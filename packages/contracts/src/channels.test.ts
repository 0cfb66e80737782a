import { describe, expect, it } from 'vitest';
import { conversationChannelLabel } from './channels.ts';

describe('conversationChannelLabel', () => {
  it('names the channels people know, and makes any other code readable', () => {
    expect(conversationChannelLabel('web_widget')).toBe('Website widget');
    expect(conversationChannelLabel('facebook-messenger')).toBe('Messenger');
    expect(conversationChannelLabel('whatsapp')).toBe('WhatsApp');
    expect(conversationChannelLabel('sms_gateway')).toBe('Sms gateway');
    expect(conversationChannelLabel('')).toBe('');
  });
});
