// A short two-tone beep from an oscillator (Web Audio API), no audio file.
type AudioContextConstructor = new () => AudioContext;

const BEEP_SECONDS = 0.18;
const BEEP_TONES_HZ = [880, 1320] as const;
const BEEP_VOLUME = 0.15;

function browserAudioContext(): AudioContextConstructor | undefined {
  const scope = globalThis as { AudioContext?: AudioContextConstructor };
  return scope.AudioContext;
}

/** Plays the beep; false when the browser has no Web Audio or refuses to play. */
export function playWaitingBeep(
  AudioContextClass: AudioContextConstructor | undefined = browserAudioContext(),
): boolean {
  if (!AudioContextClass) return false;
  try {
    const context = new AudioContextClass();
    // A context made outside a click may start suspended (autoplay rules).
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    const gain = context.createGain();
    gain.gain.setValueAtTime(BEEP_VOLUME, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + BEEP_SECONDS * BEEP_TONES_HZ.length);
    gain.connect(context.destination);
    const oscillator = context.createOscillator();
    oscillator.type = 'sine';
    BEEP_TONES_HZ.forEach((hz, index) => {
      oscillator.frequency.setValueAtTime(hz, start + index * BEEP_SECONDS);
    });
    oscillator.connect(gain);
    oscillator.onended = () => void context.close();
    oscillator.start(start);
    oscillator.stop(start + BEEP_SECONDS * BEEP_TONES_HZ.length);
    return true;
  } catch {
    return false;
  }
}
