import type { ShipmentCollectionName } from '../collections/collection-ids.ts';

/**
 * The papers a shipment (issue 36) or a quote (issue 38) produces, by the collection of its record. A template's name
 * is the last part of its address: `GET /api/documents/{collection}/{id}/{name}.pdf`.
 * A bill of lading and an air waybill come as a draft, printed whatever it lacks (watermarked
 * while it lacks anything), and as the original, which is refused until nothing is lacking.
 */
export const DOCUMENT_TEMPLATES = {
  shipments_ocean: [
    'hbl-draft',
    'hbl-original',
    'arrival-notice',
    'instructions-letter',
    'pre-alert',
  ],
  shipments_air: ['hawb-draft', 'hawb-original', 'arrival-notice', 'pre-alert'],
  shipments_land: ['trucker-instructions', 'delivery-receipt'],
  // The client's copy of a quote (issue 38): its options, charges, taxes and totals.
  quotes: ['quote'],
} as const satisfies Record<ShipmentCollectionName | 'quotes', readonly string[]>;

export type DocumentCollection = keyof typeof DOCUMENT_TEMPLATES;

export type DocumentTemplate = (typeof DOCUMENT_TEMPLATES)[DocumentCollection][number];

/** The languages a document is written in. */
export const DOCUMENT_LANGUAGES = ['es', 'en'] as const;

export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** The templates of `collection`, or null when its records have none. */
export function templatesOf(collection: string): readonly DocumentTemplate[] | null {
  return Object.hasOwn(DOCUMENT_TEMPLATES, collection)
    ? DOCUMENT_TEMPLATES[collection as DocumentCollection]
    : null;
}

/** Whether `template` is one of `collection`'s. */
export function isTemplateOf(collection: string, template: string): template is DocumentTemplate {
  return (templatesOf(collection) as readonly string[] | null)?.includes(template) ?? false;
}

/** Whether a template is an original, which is refused while the record lacks anything. */
export function isOriginal(template: DocumentTemplate): boolean {
  return template.endsWith('-original');
}

/** `es` or `en` from a query value; anything else is null. */
export function documentLanguage(value: unknown): DocumentLanguage | null {
  return value === 'es' || value === 'en' ? value : null;
}
