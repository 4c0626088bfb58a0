import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { CollectionModel, SchemaField } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { AuthTokens } from '../auth/auth-tokens.ts';
import type { RecordReader } from './record-reader.ts';
import type { RecordValues } from './record-codec.ts';
import type { RequestContext } from './identity.ts';
import { matchesRule, toRequestInfo } from './record-access.ts';
import { BlobNotFoundError, type BlobStore, type ByteRange } from '../storage/blob-store.ts';
import { badRequest, forbidden, notFound } from '../../tools/errors.ts';
import { isPlainFileName } from '../files/file-names.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { SNIFF_BYTES, baseMimeType, sniffMimeType } from '../files/sniff-mime-type.ts';
import { ThumbMaker, parseThumbSize } from '../files/thumb-maker.ts';

/** A stored file ready to be sent: `name` is what the client is told (`100x100_<name>` for thumbs). */
export type ServedFile = {
  /** The bytes, or the inclusive byte `range` of them; a file gone meanwhile is a 404. */
  open: (range?: ByteRange) => Promise<Readable>;
  name: string;
  mimeType: string;
  size: number;
  modified: Date;
  /** From a protected field: only ever for the token's holder, never for shared caches. */
  isProtected: boolean;
};

export type FileRequest = {
  collection: string;
  recordId: string;
  filename: string;
  thumb?: string;
  /** A file token (`?token=`), needed for protected fields. */
  token?: string;
  ctx: RequestContext;
};

type Deps = {
  db: Db;
  collections: CollectionStore;
  reader: RecordReader;
  tokens: AuthTokens;
  storage: FileStorage;
};

const FILE_TOKENS = { admin: 'adminFileToken', record: 'recordFileToken' } as const;
const DEFAULT_THUMBS = ['100x100'];
const THUMB_SOURCES = new Set(['image/png', 'image/jpg', 'image/jpeg', 'image/gif']);
/** Types a sniffer cannot tell apart from their look-alikes (reference §5.9). */
const TYPES_BY_EXTENSION: Record<string, string> = { '.svg': 'image/svg+xml', '.css': 'text/css' };

/** Reading record files: `/api/files` (reference §5.9, §11.3, §11.4). */
export class RecordFiles {
  private readonly deps: Deps;
  private readonly thumbs = new ThumbMaker();

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** A short-lived file token for the caller; guests get none. */
  async token(ctx: RequestContext): Promise<string> {
    const { identity } = ctx;
    if (identity.kind === 'admin')
      return this.deps.tokens.adminToken(identity.admin, FILE_TOKENS.admin);
    if (identity.kind === 'record')
      return this.deps.tokens.recordToken(identity.collection, identity.record, FILE_TOKENS.record);
    throw badRequest('Failed to generate file token.');
  }

  /**
   * The file to serve: 404 unless the name is a current value of one of the record's file fields
   * (so no other path can ever be reached), 403 for a protected file the token's identity may not
   * view, the thumb instead of the original when one was asked for and can be made.
   */
  async find(request: FileRequest): Promise<ServedFile> {
    const collection = this.deps.collections.find(request.collection);
    if (!collection || !isPlainFileName(request.filename)) throw notFound();
    const record = await this.deps.reader.findById(collection, request.recordId);
    const field = record && fileFieldHolding(collection, record, request.filename);
    if (!record || !field) throw notFound();
    if (field.options.protected && !(await this.canReadProtected(collection, record, request)))
      throw forbidden('Insufficient permissions to access the file resource.');
    return this.serve(collection, record, field, request);
  }

  /**
   * A file of a record whose reading the caller was already allowed by other means (a shipment's
   * document shared through a tracking link): still only a current value of a file field.
   */
  async findShared(
    collection: CollectionModel,
    recordId: string,
    filename: string,
  ): Promise<ServedFile> {
    if (!isPlainFileName(filename)) throw notFound();
    const record = await this.deps.reader.findById(collection, recordId);
    const field = record && fileFieldHolding(collection, record, filename);
    if (!record || !field) throw notFound();
    return this.serve(collection, record, field, { filename });
  }

  private async serve(
    collection: CollectionModel,
    record: RecordValues,
    field: SchemaField,
    request: { filename: string; thumb?: string },
  ): Promise<ServedFile> {
    const store = this.deps.storage.store();
    const key = this.deps.storage.fileKey(collection.id, String(record.id), request.filename);
    const isProtected = Boolean(field.options.protected);
    const served = store && key && (await describe(store, key, request.filename, isProtected));
    if (!store || !key || !served) throw notFound();
    if (!request.thumb || !allowsThumb(field, request.thumb)) return served;
    const original = { store, key, served };
    return (await this.thumbOf(collection, String(record.id), original, request.thumb)) ?? served;
  }

  private async canReadProtected(
    collection: CollectionModel,
    record: RecordValues,
    request: FileRequest,
  ): Promise<boolean> {
    const identity = await this.deps.tokens.identify(request.token, FILE_TOKENS);
    if (identity.kind === 'admin') return true;
    const rule = collection.viewRule;
    if (rule === null || rule === '') return rule === '';
    return matchesRule({
      db: this.deps.db,
      collections: this.deps.collections,
      collection,
      id: String(record.id),
      expression: rule,
      request: toRequestInfo({ ...request.ctx, identity }, {}, 'protectedFile'),
    });
  }

  /** The thumb of an image original, made on first use; null serves the original instead. */
  private async thumbOf(
    collection: CollectionModel,
    recordId: string,
    original: { store: BlobStore; key: string; served: ServedFile },
    thumb: string,
  ): Promise<ServedFile | null> {
    const { store, key, served } = original;
    const size = parseThumbSize(thumb);
    if (!size || !THUMB_SOURCES.has(baseMimeType(served.mimeType))) return null;
    const target = this.deps.storage.thumbKey(collection.id, recordId, served.name, thumb);
    if (!target || !(await this.thumbs.ensure(store, key, target, size))) return null;
    return describe(store, target, `${thumb}_${served.name}`, served.isProtected);
  }
}

function fileFieldHolding(
  collection: CollectionModel,
  record: RecordValues,
  filename: string,
): SchemaField | undefined {
  return collection.schema.find((field) => {
    if (field.type !== 'file') return false;
    const value = record[field.name];
    return Array.isArray(value) ? value.includes(filename) : value === filename;
  });
}

function allowsThumb(field: SchemaField, thumb: string): boolean {
  const listed = (field.options.thumbs as string[] | null | undefined) ?? [];
  return DEFAULT_THUMBS.includes(thumb) || listed.includes(thumb);
}

/** Size, date and sniffed type of a stored file; null when it is not stored. */
async function describe(
  store: BlobStore,
  key: string,
  name: string,
  isProtected: boolean,
): Promise<ServedFile | null> {
  const info = await store.stat(key);
  if (!info) return null;
  const head = info.size === 0 ? Buffer.alloc(0) : await readHead(store, key, info.size);
  const mimeType =
    TYPES_BY_EXTENSION[path.extname(name).toLowerCase()] ?? (await sniffMimeType(head));
  const open = (range?: ByteRange) =>
    store.read(key, range).catch((error: unknown) => {
      throw error instanceof BlobNotFoundError ? notFound() : error;
    });
  return { open, name, mimeType, size: info.size, modified: info.modified, isProtected };
}

/** The first bytes, for sniffing; a file deleted since it was found reads as empty. */
async function readHead(store: BlobStore, key: string, size: number): Promise<Buffer> {
  const end = Math.min(size, SNIFF_BYTES) - 1;
  return store
    .read(key, { start: 0, end })
    .then((stream) => buffer(stream))
    .catch((error: unknown) => {
      if (error instanceof BlobNotFoundError) return Buffer.alloc(0);
      throw error;
    });
}
