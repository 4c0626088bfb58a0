import {
  buildDemoData,
  buildDemoHistory,
  DEMO_OPERATOR,
  mulberry32,
  type DemoRecord,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { seedHistory } from './seed-history.ts';
import { seedDemoTrackingLinks } from '../tracking/demo-tracking-links.ts';
import { saveDemoDocuments } from '../documents/demo-documents.ts';
import { seedDemoMessages } from '../messages/demo-messages.ts';
import { seedDemoQuotes } from '../quotes/demo-quotes.ts';

const DEMO_SEED = 2026;
const COMPANY_LINKS = ['superusers', 'superuser'] as const;

/**
 * Fills an empty database with the demo accounts and data (DESIGN §3). Records go through the
 * record engine as the operator, so the seed is validated exactly like any client's data.
 * A database that already has users or companies is left untouched.
 */
export async function seedDemoData(core: Core, now: Date): Promise<void> {
  const operator =
    (await core.admins.findByEmail(DEMO_OPERATOR.email)) ??
    (await core.admins.create(DEMO_OPERATOR.email, DEMO_OPERATOR.password));
  if (await hasData(core)) return;
  const ctx: RequestContext = {
    identity: { kind: 'admin', admin: operator },
    method: 'POST',
    query: {},
    headers: { x_rumbo_source: 'seed' },
  };
  const data = buildDemoData({ now, random: mulberry32(DEMO_SEED) });
  const create = (name: string, record: DemoRecord) =>
    core.writer.create(collection(core, name), ctx, record);
  // Companies name their superusers, who are created after them: link them once the users exist.
  for (const company of data.companies) await create('companies', withoutLinks(company));
  for (const user of data.users) await create('users', user);
  for (const company of data.companies)
    await core.writer.update(collection(core, 'companies'), company.id, ctx, linksOf(company));
  const businessData = [
    'partners',
    'shipments_ocean',
    'shipments_air',
    'shipments_land',
    'tariffs',
  ] as const;
  // A few shipments start from an earlier state their history then changes (issue 35).
  const history = buildDemoHistory(data, now);
  for (const name of businessData) {
    for (const record of data[name]) await create(name, history.initial[record.id] ?? record);
  }
  await seedHistory(core, history);
  await saveDemoDocuments(core, ctx, now);
  await seedDemoTrackingLinks(core, ctx, now);
  await seedDemoMessages(core, now);
  await seedDemoQuotes(core, ctx, now);
}

async function hasData(core: Core): Promise<boolean> {
  for (const name of ['users', 'companies'])
    if (await core.db.get(`SELECT 1 FROM "${name}" LIMIT 1`)) return true;
  return false;
}

function collection(core: Core, name: string) {
  const found = core.collections.find(name);
  if (!found) throw new Error(`Seed: missing collection ${name}`);
  return found;
}

function withoutLinks(company: DemoRecord): DemoRecord {
  const copy = { ...company };
  for (const key of COMPANY_LINKS) delete copy[key];
  return copy;
}

function linksOf(company: DemoRecord): Record<string, unknown> {
  return Object.fromEntries(
    COMPANY_LINKS.filter((key) => key in company).map((key) => [key, company[key]]),
  );
}
