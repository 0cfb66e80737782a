import { Button, IconButton } from '@lisa/ui/button';
import { Bell, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { useSoundMuted } from '../hooks/use-sound-muted.ts';
import { notificationSupport, requestNotificationPermission } from '../lib/desktop-notification.ts';

export const ENABLE_NOTIFICATIONS_LABEL = 'Enable notifications';
export const MUTE_SOUND_LABEL = 'Mute notification sound';
export const UNMUTE_SOUND_LABEL = 'Unmute notification sound';

/** Asks for notification permission; hidden once answered or where the browser has none. */
export function EnableNotificationsButton() {
  const [support, setSupport] = useState(() => notificationSupport());
  if (support !== 'default') return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      leadingIcon={<Bell aria-hidden="true" className="h-4 w-4" />}
      onClick={() => void requestNotificationPermission().then(setSupport)}
    >
      {ENABLE_NOTIFICATIONS_LABEL}
    </Button>
  );
}

/** Mutes or unmutes the beep for a waiting visitor (kept in this browser). */
export function SoundMuteToggle() {
  const [muted, setMuted] = useSoundMuted();
  return (
    <IconButton
      size="sm"
      label={muted ? UNMUTE_SOUND_LABEL : MUTE_SOUND_LABEL}
      aria-pressed={muted}
      icon={muted ? <VolumeX className="h-4 w-4" /> : <Volume2 className="h-4 w-4" />}
      onClick={() => setMuted(!muted)}
    />
  );
}

/** The inbox header's alert controls. */
export function InboxAlertControls() {
  return (
    <div className="flex items-center gap-1">
      <EnableNotificationsButton />
      <SoundMuteToggle />
    </div>
  );
}
