import {
  COLLECTION_IDS,
  documentGaps,
  documentLanguage,
  isTemplateOf,
  templatesOf,
  type DocumentCollection,
  type DocumentLanguage,
  type DocumentTemplate,
} from '@rumbo/domain';
import sharp from 'sharp';
import type { Core } from '../../core/create-core.ts';
import { isPlainFileName } from '../../core/files/file-names.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { badRequest, fieldError, notFound, validationError } from '../../tools/errors.ts';
import type { DocumentIssuer, DocumentParty, DocumentSource } from './layout/document-source.ts';

/** A document asked for by address: collection, record and template file name (`hbl-draft.pdf`). */
export type DocumentRequest = { collection: string; recordId: string; file: string };

/**
 * Everything one document is written from, read for the person asking: the record through its
 * view rule (anyone who may not view it gets the 404 of an unknown record), the template checked
 * against the collection's (400 naming the valid ones), then the issuing company and the
 * partners named on the shipment, which the record's view already allows.
 */
export async function readDocumentSource(
  core: Core,
  ctx: RequestContext,
  request: DocumentRequest,
  now: Date,
): Promise<DocumentSource> {
  const templates = templatesOf(request.collection);
  const collection = templates ? core.collections.find(request.collection) : null;
  if (!templates || !collection) throw notFound();
  const template = request.file.endsWith('.pdf') ? request.file.slice(0, -4) : '';
  if (!isTemplateOf(request.collection, template))
    throw validationError(
      {
        template: fieldError('validation_invalid_value', `Must be one of: ${templates.join(', ')}`),
      },
      'Unknown document template.',
    );
  const language = languageOf(ctx);
  const record = await core.reader.view(collection, request.recordId, ctx);
  return documentSourceOf(core, {
    collection: request.collection as DocumentCollection,
    template,
    language,
    record,
    issuedAt: now,
  });
}

/**
 * A document's source from a record already read (and allowed): the issuing company and the
 * partners the record names, read beside it.
 */
export async function documentSourceOf(
  core: Core,
  input: {
    collection: DocumentCollection;
    template: DocumentTemplate;
    language: DocumentLanguage;
    record: Record<string, unknown>;
    issuedAt: Date;
  },
): Promise<DocumentSource> {
  const { record } = input;
  const [issuer, parties] = await Promise.all([
    readIssuer(core, String(record.company ?? '')),
    readParties(core, String(record.company ?? ''), record),
  ]);
  return {
    collection: input.collection,
    template: input.template,
    language: input.language,
    shipment: record,
    issuer,
    parties,
    issuedAt: input.issuedAt,
    gaps: documentGaps(input.template, record),
  };
}

/** `?lang=es|en`; without it, the person's own language, else Spanish. */
export function languageOf(ctx: RequestContext): DocumentLanguage {
  const asked = ctx.query.lang;
  if (asked !== undefined) {
    const language = documentLanguage(asked);
    if (!language)
      throw validationError({ lang: fieldError('validation_invalid_value', 'Must be es or en') });
    return language;
  }
  const own = ctx.identity.kind === 'record' ? ctx.identity.record.language : undefined;
  return documentLanguage(own) ?? 'es';
}

async function readIssuer(core: Core, companyId: string): Promise<DocumentIssuer> {
  const companies = core.collections.find(COLLECTION_IDS.companies);
  const company = companies && companyId ? await core.reader.findById(companies, companyId) : null;
  if (!company) throw badRequest('The shipment has no company to issue the document.');
  const text = (field: string) => String(company[field] ?? '').normalize('NFC');
  return {
    name: text('brandName') || text('name'),
    razonSocial: text('razon_social'),
    rfc: text('rfc'),
    direccion: text('direccion'),
    footer: text('documentFooter'),
    terms: text('documentTerms'),
    logo: await readLogo(core, companyId, text('brandLogo')),
  };
}

const RASTER_LOGOS = new Set(['png', 'jpeg', 'webp', 'gif']);

/**
 * The company's uploaded logo as a PNG data URL, at most 400 px wide; null when there is none
 * or it cannot be read, or is no raster image. A logo given as an address (`brandLogoUrl`) is
 * never fetched.
 */
async function readLogo(core: Core, companyId: string, file: string): Promise<string | null> {
  const store = core.storage.files();
  if (!file || !store || !isPlainFileName(file)) return null;
  try {
    const data = await store.readAll(`${COLLECTION_IDS.companies}/${companyId}/${file}`);
    // Raster images only: an SVG may name other files or addresses, which drawing it would open.
    const { format } = await sharp(data).metadata();
    if (!format || !RASTER_LOGOS.has(format)) return null;
    const png = await sharp(data).resize({ width: 400, withoutEnlargement: true }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

/** The record's fields that name partners: a shipment's parties, a quote's client. */
function partyFields(record: Record<string, unknown>): string[] {
  return 'clientName' in record ? ['clientName'] : ['shipper', 'consignee', 'notify'];
}

/**
 * The company's partners whose display name is a party's name on the shipment (as picked from
 * the partners list), keyed by that name in lower case.
 */
async function readParties(
  core: Core,
  companyId: string,
  shipment: Record<string, unknown>,
): Promise<Map<string, DocumentParty>> {
  const names = [
    ...new Set(
      partyFields(shipment)
        .map((field) => String(shipment[field] ?? '').trim())
        .filter(Boolean),
    ),
  ];
  const parties = new Map<string, DocumentParty>();
  if (!companyId || names.length === 0) return parties;
  const rows = await core.db.all(
    `SELECT "displayName", "razonSocial", "rfc", "direccion", "contacts" FROM "partners"
     WHERE "company" = ? AND "displayName" IN (${names.map(() => '?').join(', ')})`,
    [companyId, ...names],
  );
  for (const row of rows) {
    const name = String(row.displayName ?? '');
    parties.set(name.trim().toLowerCase(), {
      name,
      razonSocial: String(row.razonSocial ?? ''),
      rfc: String(row.rfc ?? ''),
      direccion: String(row.direccion ?? ''),
      contacts: parseContacts(row.contacts),
    });
  }
  return parties;
}

function parseContacts(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? [];
  try {
    return JSON.parse(value);
  } catch {
    return [];
  }
}
