const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A stored ISO time as the form shows it, e.g. `02 Jan 2026, 10:30` (local time). */
export function formatFormTime(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : FORMAT.format(date);
}
