import { DEMO_IDS, type DocumentTemplate } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { saveDocumentVersion } from './document-versions.ts';

/**
 * Documents the demo saves on Golfo's third shipment of each mode (the fifth, OCN20260005, keeps
 * the history story alone): a bill in two versions, an arrival notice, a pre-alert, a
 * trucker's sheet.
 */
const DEMO_DOCUMENTS: readonly { collection: string; nth: number; template: DocumentTemplate }[] = [
  { collection: 'shipments_ocean', nth: 2, template: 'hbl-draft' },
  { collection: 'shipments_ocean', nth: 2, template: 'hbl-draft' },
  { collection: 'shipments_ocean', nth: 2, template: 'arrival-notice' },
  { collection: 'shipments_air', nth: 2, template: 'pre-alert' },
  { collection: 'shipments_land', nth: 2, template: 'trucker-instructions' },
];

/**
 * Saves the demo's documents as versions of Golfo's shipments (issue 36), through the
 * same path as a person's "Save to the shipment's documents", as the operator.
 */
export async function saveDemoDocuments(core: Core, ctx: RequestContext, now: Date): Promise<void> {
  for (const [index, { collection, nth, template }] of DEMO_DOCUMENTS.entries()) {
    const rows = await core.db.all(
      `SELECT "id" FROM "${collection}" WHERE "company" = ? ORDER BY "shipmentCode" LIMIT 1 OFFSET ?`,
      [DEMO_IDS.golfo, nth],
    );
    const recordId = String(rows[0]?.id ?? '');
    if (!recordId) continue;
    await saveDocumentVersion(
      core,
      { ...ctx, query: { lang: 'es' } },
      { collection, recordId, file: `${template}.pdf` },
      {
        requestId: `demodocument${index}`,
        now: () => now,
        storedName: (version) => `${template.replace('-', '_')}_v${version}_demo${index}.pdf`,
      },
    );
  }
}
