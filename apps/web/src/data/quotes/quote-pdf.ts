import type { DocumentLanguage } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';

// The client's PDF of a quote (issue 38): written by the server from the quote as it holds it,
// in Spanish or English, for the company's members only. Read with the session's token; never
// kept in the browser.

/** Where the server writes a quote's PDF (`GET`, `?lang=es|en`). */
export function quotePdfPath(quoteId: string): string {
  return `/api/documents/quotes/${encodeURIComponent(quoteId)}/quote.pdf`;
}

/**
 * The quote's PDF as bytes. A refusal is thrown as the SDK's error (status and the server's
 * message), a server out of reach as status 0, so screens tell them apart as for any request.
 */
export async function fetchQuotePdf(
  quoteId: string,
  language: DocumentLanguage,
  signal?: AbortSignal,
): Promise<Blob> {
  const url = pb.buildUrl(`${quotePdfPath(quoteId)}?lang=${language}`);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: pb.authStore.token ? { Authorization: pb.authStore.token } : {},
      signal,
    });
  } catch (error) {
    throw new ClientResponseError({ url, status: 0, isAbort: signal?.aborted, originalError: error });
  }
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  throw new ClientResponseError({ url, status: response.status, response: body });
}
