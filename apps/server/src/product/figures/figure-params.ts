import {
  EMPTY_REPORT_FILTERS,
  REPORT_DATE_BASES,
  SHIPMENT_MODES,
  type ReportDateBasis,
  type ReportFilters,
  type ShipmentMode,
} from '@rumbo/domain';
import { fieldError, validationError, type ErrorData } from '../../tools/errors.ts';

export type Query = Record<string, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RECORD_ID = /^[a-z0-9]{15}$/;
const TEXT_KEYS = ['direction', 'client', 'carrier', 'status', 'currency'] as const;
const TEXT_MAX = 200;
export const MAX_PER_PAGE = 500;

/**
 * Reads a figures request's parameters, collecting every bad one into one 400 answer in
 * PocketBase's shape (`data.<parameter>.{code,message}`). Unknown parameters are ignored, as
 * PocketBase ignores them.
 */
export class FigureParams {
  private readonly errors: ErrorData = {};

  constructor(private readonly query: Query) {}

  /** The report's filters, the web app's address parameters (`mode=air,land`). */
  reportFilters(): ReportFilters {
    const { from, to } = this.period();
    const filters: ReportFilters = { ...EMPTY_REPORT_FILTERS, from, to, modes: this.modes() };
    const basis = this.query.basis;
    if (basis) {
      if (REPORT_DATE_BASES.includes(basis as ReportDateBasis))
        filters.basis = basis as ReportDateBasis;
      else
        this.fail(
          'basis',
          'validation_invalid_value',
          `Must be one of ${REPORT_DATE_BASES.join(', ')}.`,
        );
    }
    for (const key of TEXT_KEYS) filters[key] = this.text(key);
    return filters;
  }

  /** The days `from` and `to` (`YYYY-MM-DD`, '' when absent), `to` not before `from`. */
  period(): { from: string; to: string } {
    const from = this.day('from');
    const to = this.day('to');
    if (from && to && to < from)
      this.fail('to', 'validation_invalid_range', 'Must not be before "from".');
    return { from, to };
  }

  /** A company id, or undefined for every company the caller may see. */
  company(): string | undefined {
    const value = this.query.company;
    if (value === undefined || value === '') return undefined;
    if (!RECORD_ID.test(value))
      this.fail('company', 'validation_invalid_id', 'Must be a record id.');
    return value;
  }

  /** A positive whole number no larger than `max`; `fallback` when absent. */
  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.query[name];
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max) {
      this.fail(name, 'validation_invalid_number', `Must be a whole number from ${min} to ${max}.`);
      return fallback;
    }
    return number;
  }

  /** A required text parameter. */
  required(name: string): string {
    const value = this.query[name] ?? '';
    if (value === '') this.fail(name, 'validation_required', 'Missing required value.');
    return value;
  }

  fail(name: string, code: string, message: string): void {
    this.errors[name] ??= fieldError(code, message);
  }

  /** Throws the 400 answer when any parameter was bad. */
  check(): void {
    if (Object.keys(this.errors).length > 0)
      throw validationError(this.errors, 'Invalid figures parameters.');
  }

  private day(name: 'from' | 'to'): string {
    const value = this.query[name] ?? '';
    if (value === '') return '';
    const date = new Date(`${value}T00:00:00Z`);
    const isDay =
      DAY.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    if (!isDay) this.fail(name, 'validation_invalid_date', 'Must be a calendar day YYYY-MM-DD.');
    return isDay ? value : '';
  }

  private modes(): ShipmentMode[] {
    const value = this.query.mode ?? '';
    if (value === '') return [];
    const asked = value.split(',').map((mode) => mode.trim());
    if (asked.some((mode) => !(SHIPMENT_MODES as readonly string[]).includes(mode))) {
      this.fail(
        'mode',
        'validation_invalid_value',
        `Must list modes of ${SHIPMENT_MODES.join(', ')}.`,
      );
      return [];
    }
    return SHIPMENT_MODES.filter((mode) => asked.includes(mode));
  }

  private text(name: (typeof TEXT_KEYS)[number]): string {
    const value = (this.query[name] ?? '').trim();
    if (value.length > TEXT_MAX) {
      this.fail(
        name,
        'validation_max_text_constraint',
        `Must be no more than ${TEXT_MAX} characters.`,
      );
      return '';
    }
    return value;
  }
}
