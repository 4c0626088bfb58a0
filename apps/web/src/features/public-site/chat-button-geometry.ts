/**
 * Where the floating chat button sits and how much room the page keeps below its last line, so
 * the button never hides content: it floats over text only while that text can still scroll.
 */
const OFFSET_PX = 16;
const SIZE_PX = 48;
const GAP_PX = 16;

export const chatButtonGeometry = {
  offsetPx: OFFSET_PX,
  sizePx: SIZE_PX,
  clearancePx: OFFSET_PX + SIZE_PX + GAP_PX,
} as const;
