// Free text statuses (SPEC §4 names only the defaults): the colour follows the usual words, in
// every screen that shows a shipment's status (the shipments list, the tracking pages).
// Light badges only in colours whose text reaches 4.5:1 on their tint, also over a row's hover
// grey (lib/theme.ts): grape for done, pink for held; not green, orange or teal (4.1:1 there).
const STATUS_COLORS: readonly [RegExp, string][] = [
  [/cancel|cerrad/i, 'red'],
  [/finish|complet|deliver|entregad|finaliz|closed/i, 'grape'],
  [/progress|transit|curso|ruta/i, 'blue'],
  [/hold|delay|retras|deten/i, 'pink'],
];

/** Every colour a status badge can take. */
export const STATUS_BADGE_COLORS: readonly string[] = [
  ...new Set([...STATUS_COLORS.map(([, color]) => color), 'gray']),
];

/** The Mantine colour of a status badge; gray for drafts, new ones and anything unknown. */
export function statusColor(status: string): string {
  return STATUS_COLORS.find(([pattern]) => pattern.test(status))?.[1] ?? 'gray';
}
