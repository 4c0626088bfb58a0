import type { ReactNode } from 'react';
import classes from './illustration.module.css';

export type IllustrationFrameProps = {
  /** What the picture shows, for screen readers. */
  label: string;
  width: number;
  height: number;
  children: ReactNode;
};

/** The <svg> around every illustration: scales to its container, named for assistive tech. */
export function IllustrationFrame({ label, width, height, children }: IllustrationFrameProps) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={classes.frame}
      role="img"
      aria-label={label}
      focusable="false"
    >
      {children}
    </svg>
  );
}
