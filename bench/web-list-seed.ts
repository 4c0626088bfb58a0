import { buildDemoData, DEMO_PASSWORD, mulberry32, type DemoRecord } from '@rumbo/domain';
import PocketBase from 'pocketbase';
import type { Db } from '../apps/server/src/core/db/db.ts';
import { withListColumns } from './list-columns.ts';

/** The bench's own server operator, created on a server started without the demo seed. */
const OPERATOR = { email: 'bench-operator@rumbo.test', password: 'BenchOperator2026' };
const TABLE = 'shipments_ocean';
/** Shipments created through the API per company; the rest are copies of their rows. */
const API_TEMPLATES = 20;
const DAY_MS = 86_400_000;

export type BenchTenant = { companyId: string; email: string; password: string };

/** The record server as its operator, creating the first operator when there is none yet. */
export async function benchOperator(baseUrl: string): Promise<PocketBase> {
  const pb = new PocketBase(baseUrl);
  pb.autoCancellation(false);
  try {
    await pb.admins.authWithPassword(OPERATOR.email, OPERATOR.password);
  } catch {
    // PocketBase lets anyone create the first operator of an empty server (the installer).
    await pb.admins.create({ ...OPERATOR, passwordConfirm: OPERATOR.password });
    await pb.admins.authWithPassword(OPERATOR.email, OPERATOR.password);
  }
  return pb;
}

export type SeedBenchTenantInput = { pb: PocketBase; db: Db; name: string; shipments: number };

/**
 * A company on an active gold plan with one staff user and `shipments` ocean shipments. The
 * company, the user and the first shipments (demo ones, so they keep their real size: payload,
 * sub-lists, dates) go through the API and its validation; the rest are copies of those rows
 * with their own ids, codes, references and creation days, inserted in one transaction, as
 * bench:server fills its table (the API would take minutes for 10,000).
 */
export async function seedBenchTenant({
  pb,
  db,
  name,
  shipments,
}: SeedBenchTenantInput): Promise<BenchTenant> {
  const demo = buildDemoData({ now: new Date(), random: mulberry32(2026) });
  const { id: _id, superusers: _su, superuser: _s, ...companyFields } = demo.companies[0]!;
  const company = await pb
    .collection('companies')
    .create({ ...companyFields, name, brandName: name, rfc: '' });
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@bench.rumbo.test`;
  await pb.collection('users').create({
    email,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    emailVisibility: true,
    verified: true,
    company: company.id,
    role: 'staff',
    nombreCompleto: `Bench ${name}`,
  });
  const viaApi = Math.min(API_TEMPLATES, shipments);
  for (let index = 0; index < viaApi; index++)
    await pb
      .collection(TABLE)
      .create(withIdentity(demo.shipments_ocean[index]!, index, company.id));
  await copyRows(db, { company: company.id, from: viaApi, to: shipments });
  return { companyId: company.id, email, password: DEMO_PASSWORD };
}

function withIdentity(template: DemoRecord, index: number, company: string) {
  const { id: _id, ...fields } = template;
  const { code, reference } = identity(index);
  const payload =
    typeof fields.payload === 'object' && fields.payload !== null
      ? { ...fields.payload, companyId: company, shipmentCode: code, reference }
      : fields.payload;
  return { ...fields, company, shipmentCode: code, ref: reference, payload, legacyId: '' };
}

function identity(index: number) {
  return {
    code: `OCN${new Date().getUTCFullYear()}${String(index + 1).padStart(5, '0')}`,
    reference: `PO-${100000 + index}`,
  };
}

type Row = Record<string, unknown>;

/** Rows `from` … `to - 1` of the company, copied from its rows made through the API. */
async function copyRows(
  db: Db,
  { company, from, to }: { company: string; from: number; to: number },
) {
  if (to <= from) return;
  const templates = await db.all<Row>(
    `SELECT * FROM "${TABLE}" WHERE "company" = ? ORDER BY "created", "id"`,
    [company],
  );
  const columns = Object.keys(templates[0]!);
  const insert = `INSERT INTO "${TABLE}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (let index = from; index < to; index++) {
      const template = templates[index % templates.length]!;
      const copy = copyRow(template, { index, company, createdMs: now - (index % 365) * DAY_MS });
      const row = withListColumns(TABLE, copy);
      await tx.run(
        insert,
        columns.map((column) => row[column]),
      );
    }
  });
  await db.exec('ANALYZE');
}

type CopyRowInput = { index: number; company: string; createdMs: number };

function copyRow(template: Row, { index, company, createdMs }: CopyRowInput): Row {
  // 15 characters of [a-z0-9] like PocketBase ids, unique per company and index.
  const id = `${company.slice(0, 5)}${index.toString(36).padStart(10, '0')}`;
  const { code, reference } = identity(index);
  const created = new Date(createdMs).toISOString().replace('T', ' ');
  const payload =
    typeof template.payload === 'string'
      ? template.payload
          .replaceAll(String(template.id), id)
          .replaceAll(String(template.shipmentCode), code)
          .replaceAll(String(template.ref), reference)
      : template.payload;
  return {
    ...template,
    id,
    payload,
    shipmentCode: code,
    ref: reference,
    created,
    updated: created,
  };
}

/**
 * The companies of a two-size comparison, seeded one after the other on the server's own
 * database, with how long it took printed.
 */
export async function seedBenchTenants(
  server: { url: string; core: { db: Db } },
  companies: readonly (readonly [name: string, shipments: number])[],
): Promise<{ size: number; tenant: BenchTenant }[]> {
  const started = performance.now();
  const pb = await benchOperator(server.url);
  const tenants: { size: number; tenant: BenchTenant }[] = [];
  for (const [name, size] of companies)
    tenants.push({
      size,
      tenant: await seedBenchTenant({ pb, db: server.core.db, name, shipments: size }),
    });
  const total = companies.reduce((sum, [, size]) => sum + size, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seeded ${total} ocean shipments for ${companies.length} companies in ${seconds} s`);
  return tenants;
}
