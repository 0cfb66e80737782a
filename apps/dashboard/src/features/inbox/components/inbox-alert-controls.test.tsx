import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MUTED_STORAGE_KEY } from '../lib/sound-preference.ts';
import { InboxAlertControls } from './inbox-alert-controls.tsx';

function stubBrowser(permission: NotificationPermission | null, muted: boolean) {
  if (permission) vi.stubGlobal('Notification', { permission, requestPermission: vi.fn() });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === MUTED_STORAGE_KEY && muted ? 'true' : null),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('InboxAlertControls', () => {
  it('offers "Enable notifications" until the person answers', () => {
    stubBrowser('default', false);
    expect(renderToStaticMarkup(<InboxAlertControls />)).toContain('Enable notifications');
  });

  it('hides "Enable notifications" when granted, denied or unsupported', () => {
    for (const permission of ['granted', 'denied', null] as const) {
      stubBrowser(permission, false);
      expect(renderToStaticMarkup(<InboxAlertControls />)).not.toContain('Enable notifications');
      vi.unstubAllGlobals();
    }
  });

  it('shows the sound toggle, pressed and named "Unmute notification sound" when muted', () => {
    stubBrowser(null, false);
    expect(renderToStaticMarkup(<InboxAlertControls />)).toMatch(
      /aria-label="Mute notification sound"[^>]*aria-pressed="false"|aria-pressed="false"[^>]*aria-label="Mute notification sound"/,
    );
    stubBrowser(null, true);
    expect(renderToStaticMarkup(<InboxAlertControls />)).toMatch(
      /aria-label="Unmute notification sound"[^>]*aria-pressed="true"|aria-pressed="true"[^>]*aria-label="Unmute notification sound"/,
    );
  });
});
