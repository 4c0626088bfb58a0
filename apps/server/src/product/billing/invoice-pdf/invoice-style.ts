// The invoice's colours and box lines: those of the other documents (document-layout.ts), with
// red for what makes the paper worth nothing.

export const COLORS = {
  ink: '#1f2933',
  muted: '#52606d',
  rule: '#cbd2d9',
  shade: '#f0f4f8',
  alert: '#9b1c1c',
  alertShade: '#fdecec',
};

/** Thin grey lines around and between the cells of a box. */
export const BOX_LAYOUT = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => COLORS.rule,
  vLineColor: () => COLORS.rule,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 5,
  paddingRight: () => 5,
};
