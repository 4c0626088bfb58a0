import { ClientResponseError } from 'pocketbase';

/** The server refused a write because another record already holds `field`'s value (unique index). */
export function isTakenValue(error: unknown, field: string): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false;
  const data = (error.response as { data?: Record<string, { code?: string }> }).data;
  return data?.[field]?.code === 'validation_not_unique';
}
