import { buildDemoData, DEMO_IDS, type DemoRecord } from '@rumbo/domain';
import type { StoredRecord } from '../repository/repository-types.ts';

export type LocalDemoCollection = 'partners' | 'shipments_ocean' | 'shipments_air' | 'shipments_land';

export type LocalDemoDataInput = {
  now: Date;
  random: () => number;
  /** The signed-in user's company; null (platform admin) keeps the demo company. */
  companyId: string | null;
};

const COLLECTIONS: readonly LocalDemoCollection[] = [
  'partners',
  'shipments_ocean',
  'shipments_air',
  'shipments_land',
];

/**
 * The demo tenant's business data (SPEC §9: 50 partners, 200 shipments by thirds), made to
 * belong to the signed-in user's company so their scoped lists show it.
 */
export function localDemoData({
  now,
  random,
  companyId,
}: LocalDemoDataInput): Record<LocalDemoCollection, StoredRecord[]> {
  const data = buildDemoData({ now, random });
  const company = companyId ?? DEMO_IDS.golfo;
  const entries = COLLECTIONS.map((collection) => [
    collection,
    data[collection]
      .filter((record) => record.company === DEMO_IDS.golfo)
      .map((record) => retarget(record, collection, company)),
  ]);
  return Object.fromEntries(entries) as Record<LocalDemoCollection, StoredRecord[]>;
}

function retarget(record: DemoRecord, collection: string, company: string): StoredRecord {
  const { payload } = record;
  const isObject = typeof payload === 'object' && payload !== null;
  return {
    ...record,
    collectionName: collection,
    company,
    ...(isObject ? { payload: { ...payload, company, companyId: company } } : {}),
  };
}
