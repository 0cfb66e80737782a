import { type RefObject, useEffect } from 'react';

/**
 * Floating controls (the chat launcher, back-to-top) must never sit on a control of the
 * page (issue 22). Page regions whose controls must stay reachable carry
 * `data-keep-clear`; when one of them passes under a floating control, the control lifts
 * just above it (a transform, so nothing reflows), and settles back once it has passed.
 */
export const KEEP_CLEAR_SELECTOR = '[data-keep-clear]';
const GAP_PX = 8;

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * How far (px) a floating box must move up so that it overlaps none of `obstacles`.
 * Pure: the box is where it sits unlifted; it moves up past each obstacle it would meet.
 */
export function liftToClear(box: Box, obstacles: readonly Box[], maxLift: number): number {
  let lift = 0;
  for (let pass = 0; pass < 4; pass++) {
    let moved = false;
    for (const o of obstacles) {
      const top = box.top - lift;
      const bottom = box.bottom - lift;
      const overlapsX = o.right > box.left - GAP_PX && o.left < box.right + GAP_PX;
      const overlapsY = o.bottom > top - GAP_PX && o.top < bottom + GAP_PX;
      if (overlapsX && overlapsY) {
        lift = box.bottom - o.top + GAP_PX;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return Math.min(lift, maxLift);
}

/**
 * Keeps the fixed element in `ref` off every `[data-keep-clear]` region: on scroll,
 * resize and layout changes it sets `--keep-clear-lift` (px) on the element, which its
 * transform uses (`floatingLiftStyle`).
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // offsetTop/Left of a fixed element ignore its transform: where it sits unlifted.
      const r: Box = {
        left: element.offsetLeft,
        top: element.offsetTop,
        right: element.offsetLeft + element.offsetWidth,
        bottom: element.offsetTop + element.offsetHeight,
      };
      const obstacles = Array.from(document.querySelectorAll(KEEP_CLEAR_SELECTOR))
        .filter((o) => !o.contains(element))
        .map((o) => o.getBoundingClientRect())
        .filter((o) => o.width > 0 && o.height > 0);
      const lift = liftToClear(r, obstacles, window.innerHeight * 0.6);
      element.style.setProperty('--keep-clear-lift', `${Math.round(lift)}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref, enabled]);
}

/** The transform of a floating control kept clear by `useKeepClear`. */
export const floatingLiftStyle = {
  transform: 'translateY(calc(-1 * var(--keep-clear-lift, 0px)))',
  transition: 'transform 150ms ease-out',
} as const;
