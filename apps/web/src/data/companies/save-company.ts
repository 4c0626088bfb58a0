import type { CompaniesRecord, CompanyDocument } from '@rumbo/domain';
import { normalizeCompanyUpdate } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';
import { sendVersioned } from '../conflicts/versioned-send.ts';
import { repository } from '../repository/repository.ts';
import type { VersionedSave } from '../repository/repository-types.ts';

type Body = Record<string, unknown>;

const SEND = { requestKey: null } as const;

/** Files a save carries besides the fields; any of them makes the request multipart. */
export type CompanyFiles = {
  /** A new logo, replacing the stored one. */
  logo?: File | null;
  /** New documents, each under the id of its `documents` entry. */
  documents?: readonly { entryId: string; file: File }[];
  /** Stored `documentFiles` to delete. */
  removedFiles?: readonly string[];
};

export type SaveCompanyInput = {
  /** Null creates a company. */
  id: string | null;
  body: Body;
  files?: CompanyFiles;
  /** The `documentFiles` the form was showing: any other name in the answer is a new upload. */
  knownFiles?: readonly string[];
  /** The company as the form opened it, and who decides clashes (docs/decisions/033). */
  versioned?: VersionedSave;
};

/**
 * Creates or updates a company (SPEC §7): the logo URL is cut to 5000 characters, files go in
 * one multipart request, and an update answered 404 is retried on the company whose `legacyId`
 * is the id that was not found. Without files the write goes through the data layer, so it is
 * queued when the server is away; files need the server.
 */
export async function saveCompany(input: SaveCompanyInput): Promise<CompaniesRecord> {
  const body = normalizeCompanyUpdate(input.body);
  const multipart = hasFiles(input.files) ? withFiles(body, input.files ?? {}) : null;
  const { versioned } = input;
  const write = (id: string | null) =>
    multipart ? sendMultipart(id, multipart, versioned) : sendJson(id, body, versioned);
  const saved = input.id === null ? await write(null) : await updateOrLegacy(input.id, write);
  const uploads = input.files?.documents ?? [];
  if (uploads.length === 0) return saved;
  return nameUploadedDocuments(saved, uploads, input.knownFiles ?? []);
}

/** Deletes a company (its users go with it: the server cascades the `company` relation). */
export function deleteCompany(id: string): Promise<void> {
  return repository<CompaniesRecord>('companies').remove(id);
}

async function updateOrLegacy(
  id: string,
  write: (id: string) => Promise<CompaniesRecord>,
): Promise<CompaniesRecord> {
  try {
    return await write(id);
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status !== 404) throw error;
    const legacy = await findByLegacyId(id);
    if (!legacy) throw error;
    return write(legacy.id);
  }
}

/** The company whose `legacyId` is the given id (records imported from the older system keep it). */
export async function findByLegacyId(legacyId: string): Promise<CompaniesRecord | null> {
  const filter = pb.filter('legacyId = {:legacyId}', { legacyId });
  const page = await pb.collection('companies').getList<CompaniesRecord>(1, 1, { filter, ...SEND });
  return page.items[0] ?? null;
}

function sendJson(id: string | null, body: Body, versioned?: VersionedSave) {
  const companies = repository<CompaniesRecord>('companies');
  return id === null ? companies.create(body) : companies.update(id, body, versioned);
}

async function sendMultipart(
  id: string | null,
  body: Body,
  versioned?: VersionedSave,
): Promise<CompaniesRecord> {
  // The SDK turns a body holding File values into multipart form data (objects as @jsonPayload).
  const companies = pb.collection('companies');
  if (id === null) return companies.create<CompaniesRecord>(body, SEND);
  if (!versioned) return companies.update<CompaniesRecord>(id, body, SEND);
  return (await sendVersioned('companies', id, body, versioned)) as unknown as CompaniesRecord;
}

function hasFiles(files: CompanyFiles | undefined): boolean {
  return Boolean(files?.logo || files?.documents?.length || files?.removedFiles?.length);
}

function withFiles(body: Body, files: CompanyFiles): Body {
  return {
    ...body,
    ...(files.logo ? { brandLogo: files.logo } : {}),
    ...(files.documents?.length ? { documentFiles: files.documents.map((it) => it.file) } : {}),
    ...(files.removedFiles?.length ? { 'documentFiles-': [...files.removedFiles] } : {}),
  };
}

/**
 * The server names each uploaded file anew (`name_random.ext`) and appends them in upload order:
 * the new names are matched to their entries in that order and written into `documents`.
 */
async function nameUploadedDocuments(
  saved: CompaniesRecord,
  uploads: readonly { entryId: string; file: File }[],
  knownFiles: readonly string[],
): Promise<CompaniesRecord> {
  const known = new Set(knownFiles);
  const stored = (saved.documentFiles ?? []).filter((name) => !known.has(name));
  const fileOf = new Map(uploads.map((upload, index) => [upload.entryId, stored[index]]));
  const documents = (Array.isArray(saved.documents) ? saved.documents : []) as CompanyDocument[];
  const named = documents.map((entry) => {
    const file = fileOf.get(entry.id);
    return file ? { ...entry, file } : entry;
  });
  return pb.collection('companies').update<CompaniesRecord>(saved.id, { documents: named }, SEND);
}
