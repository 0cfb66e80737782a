import { useEffect, useState } from 'react';
import type { Clock } from '../clock.ts';
import { createPlaceholderRotator } from '../placeholder-rotator.ts';
import { useStore } from './use-store.ts';

/** The rotating suggestion text; empty while paused or between suggestions. */
export function usePlaceholderRotation(
  paused: boolean,
  options: { suggestions?: readonly string[]; clock?: Clock } = {},
) {
  const [rotator] = useState(() => createPlaceholderRotator(options));
  const state = useStore(rotator);
  useEffect(() => {
    rotator.start();
    return () => rotator.stop();
  }, [rotator]);
  useEffect(() => {
    rotator.setPaused(paused);
  }, [rotator, paused]);
  return state;
}
