// Which integrations-catalogue app is which Meta channel, and what each connect form asks.
import { CHANNEL_APP_IDS, CHANNELS, type Channel } from '@lisa/contracts/channels';

/** The channel behind a catalogue app id (whatsapp, facebook-messenger, instagram), or null. */
export function channelOfApp(appId: string): Channel | null {
  return CHANNELS.find((channel) => CHANNEL_APP_IDS[channel] === appId) ?? null;
}

export interface CredentialField {
  name: string;
  label: string;
  hint: string;
  secret: boolean;
}

export function credentialFields(channel: Channel): CredentialField[] {
  if (channel === 'whatsapp') {
    return [
      {
        name: 'phone_number_id',
        label: 'Phone number id',
        hint: 'WhatsApp Manager → API setup: the id under your number (digits only).',
        secret: false,
      },
      {
        name: 'business_account_id',
        label: 'Business account id',
        hint: 'The WhatsApp Business Account id on the same page; templates are read from it.',
        secret: false,
      },
      {
        name: 'access_token',
        label: 'Access token',
        hint: 'A permanent token of a system user with whatsapp_business_messaging.',
        secret: true,
      },
      {
        name: 'app_secret',
        label: 'App secret',
        hint: 'Your Meta app → Settings → Basic. Lisa checks every webhook with it.',
        secret: true,
      },
    ];
  }
  return [
    {
      name: 'page_id',
      label: 'Page id',
      hint:
        channel === 'instagram'
          ? 'The id of the Facebook page linked to your Instagram professional account.'
          : 'Your Facebook page → About → Page transparency: the page id.',
      secret: false,
    },
    {
      name: 'page_access_token',
      label: 'Page access token',
      hint: 'A page token with pages_messaging (and instagram_manage_messages for Instagram).',
      secret: true,
    },
    {
      name: 'app_secret',
      label: 'App secret',
      hint: 'Your Meta app → Settings → Basic. Lisa checks every webhook with it.',
      secret: true,
    },
  ];
}
