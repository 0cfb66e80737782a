// Meta's embedded signup for WhatsApp in the browser: the Facebook JS SDK is loaded on
// demand, FB.login runs the configured flow (response type "code"), and Meta's popup posts
// the phone number and business account chosen (a WA_EMBEDDED_SIGNUP message). The API
// exchanges the code for a token; nothing secret is handled here. For a Facebook page or
// Instagram account, FB.login asks for the page permissions and hands back a user token,
// which the API exchanges and uses to list the pages to pick from.

interface FacebookLoginResponse {
  authResponse?: { code?: string; accessToken?: string } | null;
  status?: string;
}
interface FacebookSdk {
  init(options: {
    appId: string;
    autoLogAppEvents: boolean;
    xfbml: boolean;
    version: string;
  }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: object): void;
}
type FacebookWindow = Window & { FB?: FacebookSdk; fbAsyncInit?: () => void };

const SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
let loading: Promise<FacebookSdk> | null = null;

/** Loads the SDK once per page and initialises it with the operator's app. */
export function loadFacebookSdk(appId: string, version: string): Promise<FacebookSdk> {
  const win = window as FacebookWindow;
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    win.fbAsyncInit = () => {
      const sdk = win.FB;
      if (!sdk) return reject(new Error('The Facebook SDK did not start.'));
      sdk.init({ appId, autoLogAppEvents: true, xfbml: false, version });
      resolve(sdk);
    };
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.defer = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      loading = null;
      reject(
        new Error(
          'Facebook could not be reached. Check your connection or enter the details by hand.',
        ),
      );
    };
    document.body.appendChild(script);
  });
  return loading;
}

export type SignupSession =
  | { event: 'finish'; phone_number_id: string; business_account_id: string }
  | { event: 'cancel' }
  | { event: 'error'; message: string };

/** Meta's session message from the signup popup (null: not one of them). */
export function parseSignupMessage(origin: string, data: unknown): SignupSession | null {
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    return null;
  }
  if (host !== 'facebook.com' && !host.endsWith('.facebook.com')) return null;
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const message = value as {
    type?: unknown;
    event?: unknown;
    data?: { phone_number_id?: unknown; waba_id?: unknown; error_message?: unknown };
  } | null;
  if (message?.type !== 'WA_EMBEDDED_SIGNUP') return null;
  const event = String(message.event ?? '');
  if (event.startsWith('FINISH')) {
    const phone = message.data?.phone_number_id;
    const account = message.data?.waba_id;
    if (typeof phone === 'string' && typeof account === 'string') {
      return { event: 'finish', phone_number_id: phone, business_account_id: account };
    }
    return { event: 'error', message: 'Meta did not say which number was chosen.' };
  }
  if (event === 'CANCEL') return { event: 'cancel' };
  const text = message.data?.error_message;
  return { event: 'error', message: typeof text === 'string' ? text : 'Meta reported an error.' };
}

/**
 * Runs the flow: resolves with the code and the number and account chosen, or null when
 * the person closed the popup; rejects with a message to show otherwise.
 */
export async function runEmbeddedSignup(config: {
  appId: string;
  configId: string;
  version: string;
}): Promise<{ code: string; phone_number_id: string; business_account_id: string } | null> {
  const sdk = await loadFacebookSdk(config.appId, config.version);
  let session: SignupSession | null = null;
  const listen = (event: MessageEvent) => {
    session = parseSignupMessage(event.origin, event.data) ?? session;
  };
  window.addEventListener('message', listen);
  try {
    const response = await new Promise<FacebookLoginResponse>((resolve) =>
      sdk.login(resolve, {
        config_id: config.configId,
        response_type: 'code',
        override_default_response_type: true,
        extras: { setup: {}, sessionInfoVersion: '3' },
      }),
    );
    // The session message can trail the login callback by a moment.
    for (let i = 0; i < 20 && session === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const code = response.authResponse?.code;
    const chosen = session as SignupSession | null;
    if (!code || chosen?.event === 'cancel') return null;
    if (chosen?.event === 'error') throw new Error(chosen.message);
    if (chosen?.event !== 'finish') {
      throw new Error('Meta did not say which number was chosen. Try again.');
    }
    return {
      code,
      phone_number_id: chosen.phone_number_id,
      business_account_id: chosen.business_account_id,
    };
  } finally {
    window.removeEventListener('message', listen);
  }
}

/** What a page connection asks Facebook Login for: list pages, message as them, subscribe. */
const PAGE_SCOPES: Record<'messenger' | 'instagram', string> = {
  messenger: 'pages_show_list,pages_messaging,pages_manage_metadata',
  instagram:
    'pages_show_list,pages_messaging,pages_manage_metadata,instagram_basic,instagram_manage_messages',
};

/**
 * Facebook Login for a page: resolves with the user token (the API lists that person's
 * pages with it), or null when the person closed the popup.
 */
export async function runPageLogin(config: {
  appId: string;
  version: string;
  channel: 'messenger' | 'instagram';
}): Promise<string | null> {
  const sdk = await loadFacebookSdk(config.appId, config.version);
  const response = await new Promise<FacebookLoginResponse>((resolve) =>
    sdk.login(resolve, { scope: PAGE_SCOPES[config.channel], return_scopes: true }),
  );
  return response.authResponse?.accessToken ?? null;
}
