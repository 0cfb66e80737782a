import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaceholderRotator } from '../src/placeholder-rotator.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('placeholder rotator', () => {
  it('waits 1 s, types at 60 ms a letter, holds 1.5 s, deletes at 35 ms a letter, waits 400 ms', () => {
    const rotator = createPlaceholderRotator({ suggestions: ['Hey', 'Yo'] });
    rotator.start();
    expect(rotator.getState()).toMatchObject({ phase: 'idle', text: '' });
    vi.advanceTimersByTime(1000);
    expect(rotator.getState().text).toBe('H');
    vi.advanceTimersByTime(60);
    expect(rotator.getState().text).toBe('He');
    vi.advanceTimersByTime(120);
    expect(rotator.getState()).toMatchObject({ phase: 'ready', text: 'Hey' });
    vi.advanceTimersByTime(1499);
    expect(rotator.getState().text).toBe('Hey');
    vi.advanceTimersByTime(1);
    expect(rotator.getState()).toMatchObject({ phase: 'deleting', text: 'He' });
    vi.advanceTimersByTime(35 * 2);
    expect(rotator.getState().text).toBe('');
    vi.advanceTimersByTime(35);
    expect(rotator.getState().phase).toBe('next');
    vi.advanceTimersByTime(400);
    expect(rotator.getState()).toMatchObject({ index: 1, text: 'Y' });
  });

  it('pauses with an empty text and starts over from idle when resumed', () => {
    const rotator = createPlaceholderRotator({ suggestions: ['Hello'] });
    rotator.start();
    vi.advanceTimersByTime(1000 + 120);
    expect(rotator.getState().text).toBe('Hel');
    rotator.setPaused(true);
    expect(rotator.getState()).toMatchObject({ phase: 'paused', text: '' });
    vi.advanceTimersByTime(10_000);
    expect(rotator.getState().text).toBe('');
    rotator.setPaused(false);
    expect(rotator.getState().phase).toBe('idle');
    vi.advanceTimersByTime(1000);
    expect(rotator.getState().text).toBe('H');
  });
});
