// The domain's ui rules, as the package exports them (see ../index.ts).
export {
  TOAST_DEFAULT_MS,
  TOAST_MAX_MS,
  TOAST_MIN_MS,
  clampToastDuration,
} from './clamp-toast-duration.ts';
export {
  SWIPE_MAX_DRIFT_PX,
  SWIPE_MIN_DISTANCE_PX,
  swipeGesture,
  type SwipeDirection,
  type SwipeGestureInput,
} from './swipe-gesture.ts';
