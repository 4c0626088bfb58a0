import { swipeGesture, type SwipeGestureInput } from '@rumbo/domain';

/** How far from the screen's left edge a swipe must start to open the drawer. */
export const DRAWER_EDGE_PX = 32;

export type DrawerSwipeInput = SwipeGestureInput & { isOpen: boolean };

/**
 * What a finished touch does to the mobile drawer: a swipe right that starts at the left edge
 * opens it, a swipe left anywhere closes it (SPEC §9 thresholds in swipeGesture). Starting at the
 * edge keeps sideways scrolling inside the page (wide tables) from opening the drawer.
 */
export function drawerSwipeAction({
  isOpen,
  ...points
}: DrawerSwipeInput): 'open' | 'close' | null {
  const direction = swipeGesture(points);
  if (!isOpen && direction === 'right' && points.startX <= DRAWER_EDGE_PX) return 'open';
  if (isOpen && direction === 'left') return 'close';
  return null;
}
