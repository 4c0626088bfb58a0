import { fieldError, validationError, type ApiError } from '../../tools/errors.ts';

/**
 * The columns a unique-constraint error names (read by the dialect) as PocketBase's
 * `validation_not_unique` on each; null when the error was not a unique violation.
 */
export function uniqueViolation(columns: string[] | null, message: string): ApiError | null {
  if (!columns) return null;
  const data = Object.fromEntries(
    columns.map((f) => [f, fieldError('validation_not_unique', 'Value must be unique.')]),
  );
  return validationError(data, message);
}
