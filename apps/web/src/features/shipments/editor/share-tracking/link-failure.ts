import { ClientResponseError } from 'pocketbase';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { serverErrorText, serverFieldText } from '#i18n/server-errors.ts';

/**
 * Why a read or a write of links failed, as the screen tells it: the server is away, what it
 * was about is gone (the shipment to share, no longer there or no longer the person's; the link
 * to revoke), the server refused a field (its words, in the person's language), or anything
 * else in the server's words.
 */
export type LinkFailure =
  | { kind: 'offline' }
  | { kind: 'gone' }
  | { kind: 'fields'; label: string; expiresAt: string }
  | { kind: 'other'; message: string };

export function linkFailure(error: unknown): LinkFailure {
  if (isServerUnreachable(error)) return { kind: 'offline' };
  if (error instanceof ClientResponseError) {
    if (error.status === 404) return { kind: 'gone' };
    const fields = fieldErrors(error);
    if (error.status === 400 && fields.shipment !== undefined) return { kind: 'gone' };
    if (error.status === 400 && (fields.label !== undefined || fields.expiresAt !== undefined))
      return {
        kind: 'fields',
        label: fields.label === undefined ? '' : serverFieldText(fields.label),
        expiresAt: fields.expiresAt === undefined ? '' : serverFieldText(fields.expiresAt),
      };
  }
  return { kind: 'other', message: serverErrorText(error) };
}

function fieldErrors(error: ClientResponseError): Record<string, unknown> {
  const data: unknown = error.response.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}
