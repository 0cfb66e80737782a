/** SPEC §2/§9 navigation thresholds. */
export const NAV_BLUR_AFTER_PX = 50;
export const NAV_ALWAYS_SHOWN_BELOW_PX = 100;
export const NAV_HIDE_AFTER_PX = 200;
export const NAV_SCROLL_DELTA_PX = 10;

export interface NavScrollState {
  hidden: boolean;
  blurred: boolean;
  /** The position the last counted movement ended at. */
  lastY: number;
}

export const initialNavScrollState: NavScrollState = { hidden: false, blurred: false, lastY: 0 };

/**
 * The next state of the top bar for a new scroll position. Movements of 10 px or less
 * are not counted (lastY stays), so slow scrolling still adds up to a decision.
 */
export function nextNavScrollState(state: NavScrollState, y: number): NavScrollState {
  const blurred = y > NAV_BLUR_AFTER_PX;
  if (y < NAV_ALWAYS_SHOWN_BELOW_PX) return { hidden: false, blurred, lastY: y };
  const delta = y - state.lastY;
  if (Math.abs(delta) <= NAV_SCROLL_DELTA_PX) return { ...state, blurred };
  if (delta > 0 && y > NAV_HIDE_AFTER_PX) return { hidden: true, blurred, lastY: y };
  if (delta < 0) return { hidden: false, blurred, lastY: y };
  return { ...state, blurred, lastY: y };
}
