import { fieldError, validationError, type ApiError } from '../../errors.ts';

/** Turns SQLite's "UNIQUE constraint failed: t.a, t.b" into PocketBase's `validation_not_unique`. */
export function uniqueViolation(error: unknown, message: string): ApiError | null {
  const text = error instanceof Error ? error.message : '';
  const match = text.match(/UNIQUE constraint failed: (.+)$/);
  if (!match) return null;
  const fields = match[1]!.split(',').map((part) => part.trim().split('.').pop()!);
  const data = Object.fromEntries(
    fields.map((f) => [f, fieldError('validation_not_unique', 'Value must be unique.')]),
  );
  return validationError(data, message);
}
