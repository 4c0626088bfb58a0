/**
 * PocketBase sends at most one password reset or verification mail per account every 120 s
 * (reference §5.2); later requests inside the window are answered 204 like any other.
 */
export const RESEND_THRESHOLD_SECONDS = 120;

/** Whether a mail stamped `lastSentAt` (wire date layout, or '') went out inside the window. */
export function sentRecently(lastSentAt: unknown, now = Date.now()): boolean {
  if (typeof lastSentAt !== 'string' || lastSentAt === '') return false;
  const sent = Date.parse(lastSentAt.replace(' ', 'T'));
  return !Number.isNaN(sent) && now - sent < RESEND_THRESHOLD_SECONDS * 1000;
}
