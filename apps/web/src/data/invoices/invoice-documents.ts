import type { DocumentLanguage } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';

// The CFDI's documents (issue 39): its XML, sealed then stamped, and its printed representation
// (PDF, Spanish or English), written by the server for the company's members only. Read with the
// session's token; never kept in the browser.

export type CfdiOwner = 'invoices' | 'payments';

/** Where the server keeps a CFDI's XML (`GET`; 404 for a draft, which has none). */
export function cfdiXmlPath(owner: CfdiOwner, id: string): string {
  return `/api/documents/${owner}/${encodeURIComponent(id)}/cfdi.xml`;
}

/** Where the server writes an invoice's PDF (`GET`, `?lang=es|en`). */
export function invoicePdfPath(id: string): string {
  return `/api/documents/invoices/${encodeURIComponent(id)}/invoice.pdf`;
}

/** The XML of an invoice or a payment complement, as bytes to save. */
export function fetchCfdiXml(owner: CfdiOwner, id: string, signal?: AbortSignal): Promise<Blob> {
  return fetchDocument(cfdiXmlPath(owner, id), signal);
}

/** The invoice's PDF in `language`. */
export function fetchInvoicePdf(
  id: string,
  language: DocumentLanguage,
  signal?: AbortSignal,
): Promise<Blob> {
  return fetchDocument(`${invoicePdfPath(id)}?lang=${language}`, signal);
}

/**
 * A document as bytes. A refusal is thrown as the SDK's error (status and the server's
 * message), a server out of reach as status 0, so screens tell them apart as for any request.
 */
async function fetchDocument(path: string, signal?: AbortSignal): Promise<Blob> {
  const url = pb.buildUrl(path);
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
