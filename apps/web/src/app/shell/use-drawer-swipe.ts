import { useEffect, useRef } from 'react';
import { drawerSwipeAction } from './drawer-swipe-action.ts';

export type UseDrawerSwipeInput = {
  /** Only the mobile layout has a drawer. */
  enabled: boolean;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
};

/**
 * Opens the drawer on a swipe right from the left edge and closes it on a swipe left, read from
 * the whole document's touches (the drawer sits in a portal). Passive listeners: scrolling is
 * never held up. While on, horizontal overscroll is claimed from the browser, whose own
 * swipe-to-go-back would otherwise leave the dashboard instead of opening the drawer.
 */
export function useDrawerSwipe({ enabled, isOpen, onOpen, onClose }: UseDrawerSwipeInput) {
  const latest = useRef({ isOpen, onOpen, onClose });
  useEffect(() => {
    latest.current = { isOpen, onOpen, onClose };
  });
  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | null = null;
    const handleStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const handleEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const action = drawerSwipeAction({
        isOpen: latest.current.isOpen,
        startX: start.x,
        startY: start.y,
        endX: touch.clientX,
        endY: touch.clientY,
      });
      start = null;
      if (action === 'open') latest.current.onOpen();
      if (action === 'close') latest.current.onClose();
    };
    const handleCancel = () => {
      start = null;
    };
    const releaseOverscroll = claimHorizontalOverscroll();
    const options = { passive: true };
    document.addEventListener('touchstart', handleStart, options);
    document.addEventListener('touchend', handleEnd, options);
    document.addEventListener('touchcancel', handleCancel, options);
    return () => {
      document.removeEventListener('touchstart', handleStart);
      document.removeEventListener('touchend', handleEnd);
      document.removeEventListener('touchcancel', handleCancel);
      releaseOverscroll();
    };
  }, [enabled]);
}

function claimHorizontalOverscroll(): () => void {
  const elements = [document.documentElement, document.body];
  const previous = elements.map((element) => element.style.overscrollBehaviorX);
  elements.forEach((element) => (element.style.overscrollBehaviorX = 'none'));
  return () =>
    elements.forEach(
      (element, index) => (element.style.overscrollBehaviorX = previous[index] ?? ''),
    );
}
