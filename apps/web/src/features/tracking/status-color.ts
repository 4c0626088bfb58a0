// Statuses are free text (SPEC §4 names only the defaults): the colour follows the usual words.
const STATUS_COLORS: readonly [RegExp, string][] = [
  [/cancel|cerrad/i, 'red'],
  [/finish|complet|deliver|entregad|finaliz|closed/i, 'green'],
  [/progress|transit|curso|ruta/i, 'blue'],
  [/hold|delay|retras|deten/i, 'orange'],
];

/** The Mantine colour of a status badge; gray for new shipments and anything unknown. */
export function statusColor(status: string): string {
  return STATUS_COLORS.find(([pattern]) => pattern.test(status))?.[1] ?? 'gray';
}
