import { describe, expect, it } from 'vitest';
import { playWaitingBeep } from './waiting-beep.ts';

class FakeParam {
  calls: [string, number, number][] = [];
  setValueAtTime(value: number, time: number) {
    this.calls.push(['set', value, time]);
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.calls.push(['ramp', value, time]);
  }
}

class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  currentTime = 5;
  state = 'suspended';
  resumed = false;
  resume() {
    this.resumed = true;
    return Promise.resolve();
  }
  destination = {};
  closed = false;
  oscillator = {
    type: '',
    frequency: new FakeParam(),
    connected: null as unknown,
    startedAt: -1,
    stoppedAt: -1,
    onended: null as null | (() => void),
    connect(node: unknown) {
      this.connected = node;
    },
    start(time: number) {
      this.startedAt = time;
    },
    stop(time: number) {
      this.stoppedAt = time;
    },
  };
  gain = {
    gain: new FakeParam(),
    connected: null as unknown,
    connect(node: unknown) {
      this.connected = node;
    },
  };
  constructor() {
    FakeAudioContext.made.push(this);
  }
  createOscillator() {
    return this.oscillator;
  }
  createGain() {
    return this.gain;
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

describe('playWaitingBeep', () => {
  it('plays a short oscillator beep through a gain to the speakers, then closes', () => {
    const played = playWaitingBeep(FakeAudioContext as unknown as new () => AudioContext);
    const context = FakeAudioContext.made.at(-1);
    expect(played).toBe(true);
    if (!context) throw new Error('no context');
    expect(context.oscillator.connected).toBe(context.gain);
    expect(context.gain.connected).toBe(context.destination);
    expect(context.resumed).toBe(true);
    expect(context.oscillator.startedAt).toBe(5);
    expect(context.oscillator.stoppedAt).toBeGreaterThan(5);
    expect(context.oscillator.stoppedAt).toBeLessThan(6);
    expect(context.oscillator.frequency.calls.length).toBeGreaterThan(0);
    context.oscillator.onended?.();
    expect(context.closed).toBe(true);
  });

  it('answers false without Web Audio or when the browser refuses', () => {
    expect(playWaitingBeep(undefined)).toBe(false);
    class Refusing {
      constructor() {
        throw new Error('NotAllowedError');
      }
    }
    expect(playWaitingBeep(Refusing as unknown as new () => AudioContext)).toBe(false);
  });
});
