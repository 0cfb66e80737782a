import { describe, expect, it } from 'vitest';
import { channelOfApp, credentialFields } from './channel-apps.ts';

describe('channelOfApp', () => {
  it('maps the catalogue ids to Meta channels', () => {
    expect(channelOfApp('whatsapp')).toBe('whatsapp');
    expect(channelOfApp('facebook-messenger')).toBe('messenger');
    expect(channelOfApp('instagram')).toBe('instagram');
    expect(channelOfApp('slack')).toBeNull();
  });
  it('asks WhatsApp for its four credentials and a page for three', () => {
    expect(credentialFields('whatsapp').map((f) => f.name)).toEqual([
      'phone_number_id',
      'business_account_id',
      'access_token',
      'app_secret',
    ]);
    expect(credentialFields('messenger')).toHaveLength(3);
  });
});
