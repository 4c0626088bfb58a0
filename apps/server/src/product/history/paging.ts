import type { HistoryListPage } from '@rumbo/domain';
import { validationError, fieldError } from '../../tools/errors.ts';

export type Paged<T> = HistoryListPage<T>;

const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 500;

/**
 * `page` and `perPage` of a history or bin list: whole numbers from 1 (perPage up to 500);
 * anything else is refused with PocketBase's validation error, naming the parameter.
 */
export function parsePaging(query: Record<string, string>): { page: number; perPage: number } {
  return {
    page: positive(query.page, 'page', 1, Number.MAX_SAFE_INTEGER),
    perPage: positive(query.perPage, 'perPage', DEFAULT_PER_PAGE, MAX_PER_PAGE),
  };
}

function positive(value: string | undefined, name: string, fallback: number, max: number) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1)
    throw validationError(
      {
        [name]: fieldError('validation_min_greater_equal_than_required', 'Must be no less than 1.'),
      },
      `Invalid "${name}" value.`,
    );
  return Math.min(number, max);
}
