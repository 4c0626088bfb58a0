// PocketBase's five-field cron syntax (`backups.cron`), with its macros.
const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};
// minute, hour, day of month, month, day of week
const FIELD_RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

/** Whether `expression` is a cron schedule PocketBase accepts (`0 3 * * *`, `*\/15 * * * *`, `@daily`). */
export function isCronExpression(expression: string): boolean {
  return parseCron(expression) !== null;
}

/**
 * The schedule as a pattern for croner, each field spelled as the explicit values PocketBase
 * matches (`*\/15` → `0,15,30,45`; a full field stays `*`), or null for an expression PocketBase
 * refuses. Explicit values leave croner nothing to read differently (names, `L`, `7` for Sunday,
 * numeric-prefix steps). PocketBase requires the day of month and the day of week both to match,
 * so the job is run with croner's `domAndDow`.
 */
export function cronerPattern(expression: string): string | null {
  const fields = parseCron(expression);
  if (!fields) return null;
  return fields
    .map((values, index) => {
      const [min, max] = FIELD_RANGES[index]!;
      return values.length === max - min + 1 ? '*' : values.join(',');
    })
    .join(' ');
}

/** The matching values of each field, as PocketBase parses them (split at single spaces). */
function parseCron(expression: string): number[][] | null {
  const fields = (MACROS[expression] ?? expression).split(' ');
  if (fields.length !== FIELD_RANGES.length) return null;
  const parsed: number[][] = [];
  for (const [index, field] of fields.entries()) {
    const values = parseField(field, ...FIELD_RANGES[index]!);
    if (!values) return null;
    parsed.push(values);
  }
  return parsed;
}

function parseField(field: string, min: number, max: number): number[] | null {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const match = /^(?:\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const [, from, to, stepText] = match;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (step < 1 || step > max) return null;
    // A step above 1 needs `*` or a range: `5/5` is refused, as PocketBase refuses it.
    if (from !== undefined && to === undefined && step !== 1) return null;
    const start = from === undefined ? min : Number(from);
    const end = from === undefined ? max : to === undefined ? start : Number(to);
    if (start < min || start > max || end < start || end > max) return null;
    for (let value = start; value <= end; value += step) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}
