/** Shortest horizontal move that counts as a swipe (SPEC §9). */
export const SWIPE_MIN_DISTANCE_PX = 70;
/** Largest vertical drift a swipe may have; more reads as scrolling (SPEC §9). */
export const SWIPE_MAX_DRIFT_PX = 80;

export type SwipeDirection = 'left' | 'right';

/** Where a touch started and where it ended, in CSS pixels. */
export type SwipeGestureInput = { startX: number; startY: number; endX: number; endY: number };

/**
 * The direction of a horizontal swipe, or `null` when the move is not one: it must go at least
 * 70 px sideways while drifting at most 80 px up or down. Both limits are inclusive.
 *
 * @example swipeGesture({ startX: 5, startY: 300, endX: 120, endY: 320 }) // 'right'
 */
export function swipeGesture({
  startX,
  startY,
  endX,
  endY,
}: SwipeGestureInput): SwipeDirection | null {
  const deltaX = endX - startX;
  const drift = Math.abs(endY - startY);
  if (!Number.isFinite(deltaX) || !Number.isFinite(drift)) return null;
  if (drift > SWIPE_MAX_DRIFT_PX || Math.abs(deltaX) < SWIPE_MIN_DISTANCE_PX) return null;
  return deltaX > 0 ? 'right' : 'left';
}
