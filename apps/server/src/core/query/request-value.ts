import type { SchemaField } from '@rumbo/domain';

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A submitted value as a comparable constant: numeric strings become numbers for number
 * fields (multipart bodies send everything as text), lists and objects become JSON text.
 */
export function requestValue(value: unknown, field?: SchemaField): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    return field?.type === 'number' && NUMERIC.test(value) ? Number(value) : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value;
  }
  return JSON.stringify(value);
}

/**
 * The distinct non-empty strings of a submitted select/file/relation value: a list, a single
 * string, or a JSON array sent as text.
 */
export function uniqueStrings(value: unknown): string[] {
  return [...new Set(toStrings(value).filter((item) => item !== ''))];
}

function toStrings(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  if (typeof value !== 'string') return [String(value)];
  if (!value.includes('[')) return [value];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? toStrings(parsed) : [value];
  } catch {
    return [value];
  }
}
