import type { CompaniesRecord } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';

// The company's CSD (certificado de sello digital, issue 39, decision 080): its .cer, .key and
// the key's password go to the server's own route, which checks them, keeps the key encrypted
// and answers the company with the certificate's number, RFC and dates. Online only: nothing of
// it is queued or kept in this browser, the password least of all.

/** What an upload sends: the SAT's two files and the password that opens the key. */
export type CsdUpload = { certificate: File; key: File; password: string };

/** The upload's fields, where the server places its refusals. */
export const CSD_UPLOAD_FIELDS = ['certificate', 'key', 'password'] as const;
export type CsdUploadField = (typeof CSD_UPLOAD_FIELDS)[number];

/** A refusal at one field, as the server gave it (`{ code, message }`). */
export type CsdRefusal = { code: string; message: string };

/**
 * Sends the CSD (multipart, `POST /api/rumbo/companies/{id}/csd`); answers the company record.
 * The form data is built here and dropped when the request ends.
 */
export function uploadCsd(companyId: string, upload: CsdUpload): Promise<CompaniesRecord> {
  const body = new FormData();
  body.append('certificate', upload.certificate);
  body.append('key', upload.key);
  body.append('password', upload.password);
  return pb.send<CompaniesRecord>(`/api/rumbo/companies/${encodeURIComponent(companyId)}/csd`, {
    method: 'POST',
    body,
    requestKey: null,
  });
}

/**
 * The server's refusals of an upload by field (`data.certificate` …); null when the error is no
 * such refusal (another status, the server unreachable).
 */
export function csdRefusals(error: unknown): Partial<Record<CsdUploadField, CsdRefusal>> | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null;
  const data = (error.response as { data?: Record<string, unknown> }).data ?? {};
  const refusals: Partial<Record<CsdUploadField, CsdRefusal>> = {};
  for (const field of CSD_UPLOAD_FIELDS) {
    const detail = data[field] as { code?: unknown; message?: unknown } | undefined;
    if (!detail) continue;
    refusals[field] = {
      code: typeof detail.code === 'string' ? detail.code : '',
      message: typeof detail.message === 'string' ? detail.message : '',
    };
  }
  return Object.keys(refusals).length > 0 ? refusals : null;
}
