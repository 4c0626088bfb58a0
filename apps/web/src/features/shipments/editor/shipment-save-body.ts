import { sameFieldValue, type ShipmentMode } from '@rumbo/domain';
import { MIRRORED_FIELDS, editorFields } from './shipment-fields.ts';
import { toIsoDate, type ShipmentValue } from './shipment-value.ts';

/** The shape of `payload` this code writes; a reader can tell an older payload by it. */
const PAYLOAD_LAYOUT = 1;

/** Who saves: stamped as the last editor (and as the creator of a new shipment). */
export type ShipmentAuthor = { id: string; name: string; email: string };

/** What is known of the stored record before this save; null for a new shipment. */
export type SavedShipmentMeta = {
  created: string;
  payload: Record<string, unknown> | null;
  createdBy: string;
};

export type BuildShipmentBodyInput = {
  mode: ShipmentMode;
  id: string;
  company: string;
  value: ShipmentValue;
  author: ShipmentAuthor;
  now: Date;
  saved: SavedShipmentMeta | null;
  /**
   * The server's current value of an update: only fields that differ from it are sent, so a
   * save (or an offline one replayed later) never rewrites fields it did not change.
   */
  changedFrom?: ShipmentValue;
};

/**
 * The record a save writes (contract "Record shape"): the mode's fields at top level with their
 * mirrors (ocean origin/destination/status from the ports and operational status, air from the
 * airports, `reference` from `ref`), authorship, and `payload`, the web app's whole object with
 * ISO dates. Fields the previous payload carried beyond the form's survive the round trip. An
 * update sends only the fields that changed (see `changedFrom`); the payload is always whole.
 */
export function buildShipmentBody(input: BuildShipmentBodyInput): Record<string, unknown> {
  const { mode, id, company, author, saved, changedFrom } = input;
  const fields = withMirrors(mode, pickFormFields(mode, input.value));
  const sent = changedFrom
    ? changedFields(fields, withMirrors(mode, pickFormFields(mode, changedFrom)))
    : fields;
  const creator = creatorOf(input);
  const payload = {
    ...saved?.payload,
    ...fields,
    id,
    mode,
    shipmentId: id,
    company,
    companyId: company,
    ...creator,
    updatedBy: author.id,
    updatedByName: author.name,
    updatedByLabel: personLabel(author.name, author.email),
    updatedByEmail: author.email,
    updatedAtISO: input.now.toISOString(),
    ...payloadMarkers(input),
  };
  const authorship = saved
    ? { updatedBy: author.id }
    : { createdBy: author.id, updatedBy: author.id };
  return { ...sent, ...authorship, payload };
}

function changedFields(fields: Record<string, unknown>, current: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(fields).filter(([name, value]) => !sameFieldValue(value, current[name])),
  );
}

function pickFormFields(mode: ShipmentMode, value: ShipmentValue): Record<string, unknown> {
  return Object.fromEntries(editorFields(mode).map(({ name }) => [name, value[name] ?? '']));
}

function withMirrors(mode: ShipmentMode, fields: Record<string, unknown>) {
  const mirrors = Object.entries(MIRRORED_FIELDS[mode]).map(([mirror, source]) => [
    mirror,
    fields[source] ?? '',
  ]);
  return { ...fields, ...Object.fromEntries(mirrors) };
}

/** The creator as first recorded: the old payload's, else the record's, else this author. */
function creatorOf({ saved, author, now }: BuildShipmentBodyInput) {
  const old = saved?.payload ?? {};
  const text = (key: string) => (typeof old[key] === 'string' ? (old[key] as string) : '');
  if (!saved) {
    return {
      createdBy: author.id,
      createdByName: author.name,
      createdByLabel: personLabel(author.name, author.email),
      createdByEmail: author.email,
      createdAtISO: now.toISOString(),
    };
  }
  const createdByName = text('createdByName');
  const createdByEmail = text('createdByEmail');
  return {
    createdBy: text('createdBy') || saved.createdBy,
    createdByName,
    createdByLabel: text('createdByLabel') || personLabel(createdByName, createdByEmail),
    createdByEmail,
    createdAtISO: text('createdAtISO') || toIsoDate(saved.created),
  };
}

/** How the product names a person in the payload: their name, else their email. */
function personLabel(name: string, email: string): string {
  return name.trim() || email.trim();
}

/**
 * SPEC §3's markers (docs/decisions/042): the record's id on the record server (`__pbId`, and
 * `__remoteId` for readers that do not know which server), the id the browser's copy knows it by
 * (`__localId`: the same id, since records made offline keep theirs, or the id a shipment had in
 * the old local-only app, kept as `legacyId`), and `__meta`, who wrote this payload and when.
 */
function payloadMarkers({ mode, id, value, now }: BuildShipmentBodyInput) {
  const legacyId = typeof value.legacyId === 'string' ? value.legacyId.trim() : '';
  return {
    __pbId: id,
    __remoteId: id,
    __localId: legacyId || id,
    __meta: {
      layout: PAYLOAD_LAYOUT,
      app: 'rumbo-web',
      collection: `shipments_${mode}`,
      savedAtISO: now.toISOString(),
    },
  };
}
