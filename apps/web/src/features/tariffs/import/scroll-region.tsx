import type { ReactNode } from 'react';

/**
 * A table's scrolling box, reachable with the keyboard (a scrollable region must be focusable)
 * and named, so a screen reader announces what it holds.
 */
export function ScrollRegion(props: { label: string; maxHeight: number; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={props.label}
      tabIndex={0}
      style={{ overflow: 'auto', maxHeight: props.maxHeight }}
    >
      {props.children}
    </div>
  );
}
