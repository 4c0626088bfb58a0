const MACROS = new Set([
  '@yearly',
  '@annually',
  '@monthly',
  '@weekly',
  '@daily',
  '@midnight',
  '@hourly',
]);
// minute, hour, day of month, month, day of week — PocketBase's five-field cron syntax.
const FIELD_RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

/** Whether `expression` is a cron schedule PocketBase accepts (`0 3 * * *`, `*\/15 * * * *`, `@daily`). */
export function isCronExpression(expression: string): boolean {
  const text = expression.trim();
  if (MACROS.has(text)) return true;
  const fields = text.split(/\s+/);
  return (
    fields.length === FIELD_RANGES.length &&
    fields.every((field, index) => isCronField(field, ...FIELD_RANGES[index]!))
  );
}

function isCronField(field: string, min: number, max: number): boolean {
  return field.split(',').every((part) => {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return false;
    const [, , from, to, step] = match;
    if (step !== undefined && Number(step) < 1) return false;
    if (from === undefined) return true;
    const start = Number(from);
    const end = to === undefined ? start : Number(to);
    return start >= min && end <= max && start <= end;
  });
}
