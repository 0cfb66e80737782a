import { useSyncExternalStore } from 'react';
import { soundPreference } from '../lib/sound-preference.ts';

/** The waiting alert's mute choice, shared by every component in the tab. */
export function useSoundMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(
    soundPreference.subscribe,
    soundPreference.isMuted,
    soundPreference.isMuted,
  );
  return [muted, soundPreference.setMuted];
}
