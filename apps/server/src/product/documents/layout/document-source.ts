import type {
  DocumentCollection,
  DocumentGap,
  DocumentLanguage,
  DocumentTemplate,
} from '@rumbo/domain';

/** The company a document is issued in the name of: its brand and fiscal identity. */
export type DocumentIssuer = {
  name: string;
  razonSocial: string;
  rfc: string;
  direccion: string;
  footer: string;
  terms: string;
  /** The brand logo as a PNG data URL, when the company has one. */
  logo: string | null;
};

/** A party of the shipment as the company's partners know it (by its name on the shipment). */
export type DocumentParty = {
  name: string;
  razonSocial: string;
  rfc: string;
  direccion: string;
  contacts: unknown;
};

/** Everything one document is written from. */
export type DocumentSource = {
  collection: DocumentCollection;
  template: DocumentTemplate;
  language: DocumentLanguage;
  /** The record's values, as its view answers them to the person asking. */
  shipment: Record<string, unknown>;
  issuer: DocumentIssuer;
  /** Partners of the company whose display name is a party's name on the shipment. */
  parties: ReadonlyMap<string, DocumentParty>;
  issuedAt: Date;
  gaps: readonly DocumentGap[];
};
