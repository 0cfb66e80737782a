import { describe, expect, it } from 'vitest';
import {
  initialNavScrollState,
  type NavScrollState,
  nextNavScrollState,
} from './nav-visibility.ts';

const run = (positions: number[], start: NavScrollState = initialNavScrollState) =>
  positions.reduce(nextNavScrollState, start);

describe('top bar scroll rules', () => {
  it('stays shown when scrolling down but not past 200 px', () => {
    expect(run([150, 200]).hidden).toBe(false);
  });
  it('hides when scrolling down past 200 px by more than 10 px', () => {
    expect(run([150, 250]).hidden).toBe(true);
  });
  it('ignores movements of 10 px or less', () => {
    expect(run([195, 205]).hidden).toBe(false);
    expect(run([250, 245]).hidden).toBe(true);
  });
  it('shows again on an upward scroll of more than 10 px', () => {
    expect(run([250, 400, 389]).hidden).toBe(false);
  });
  it('shows under 100 px whatever the direction', () => {
    expect(run([250, 400, 99]).hidden).toBe(false);
  });
  it('blurs past 50 px', () => {
    expect(run([50]).blurred).toBe(false);
    expect(run([51]).blurred).toBe(true);
  });
});
