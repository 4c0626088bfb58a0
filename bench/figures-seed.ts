import { buildDemoData, DEMO_PASSWORD, mulberry32, SHIPMENT_MODES } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import type { Db } from '../apps/server/src/core/db/db.ts';

const DAY_MS = 86_400_000;
const ROWS_PER_INSERT = 50;
/** Shipments of each mode made through the API per company; the rest are copies of their rows. */
const API_TEMPLATES = 15;

export type FiguresTenant = { companyId: string; email: string };

/**
 * A company on an active plan with one staff user and `shipments` shipments, a third per mode:
 * the first of each mode (demo ones, realistic records with payload, sub-lists, milestone
 * dates and money) through the API, the rest copies of those rows with their own ids, codes
 * and creation days spread over three years, inserted straight into the database.
 */
export async function seedFiguresTenant(
  pb: PocketBase,
  db: Db,
  { name, shipments }: { name: string; shipments: number },
): Promise<FiguresTenant> {
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
    verified: true,
    company: company.id,
    role: 'staff',
    nombreCompleto: `Bench ${name}`,
  });
  for (const [index, mode] of SHIPMENT_MODES.entries()) {
    const count = Math.floor(shipments / 3) + (index < shipments % 3 ? 1 : 0);
    const viaApi = Math.min(API_TEMPLATES, count);
    const templates = demo[`shipments_${mode}`].filter(
      (it) => it.company === demo.companies[0]!.id,
    );
    for (let at = 0; at < viaApi; at++) {
      const { id: _tid, ...fields } = templates[at % templates.length]!;
      await pb.collection(`shipments_${mode}`).create({
        ...fields,
        company: company.id,
        shipmentCode: `${mode.toUpperCase()}-T${at}`,
        legacyId: '',
      });
    }
    await copyRows(db, `shipments_${mode}`, company.id, viaApi, count);
    // Planner statistics for the new rows, as a running server's tables have them.
    await db.exec(`ANALYZE "shipments_${mode}"`);
  }
  return { companyId: company.id, email };
}

type Row = Record<string, unknown>;

async function copyRows(db: Db, table: string, company: string, from: number, to: number) {
  if (to <= from) return;
  const templates = await db.all<Row>(`SELECT * FROM "${table}" WHERE "company" = ?`, [company]);
  const columns = Object.keys(templates[0]!);
  const marks = `(${columns.map(() => '?').join(', ')})`;
  const names = columns.map((column) => `"${column}"`).join(', ');
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (let start = from; start < to; start += ROWS_PER_INSERT) {
      const end = Math.min(to, start + ROWS_PER_INSERT);
      const params: unknown[] = [];
      for (let index = start; index < end; index++) {
        const template = templates[index % templates.length]!;
        const created = new Date(now - (index % 1095) * DAY_MS - index)
          .toISOString()
          .replace('T', ' ');
        const row: Row = {
          ...template,
          id: `${table.slice(10, 12)}${company.slice(0, 3)}${index.toString(36).padStart(10, '0')}`,
          shipmentCode: `${table.slice(10, 13).toUpperCase()}${String(index).padStart(7, '0')}`,
          created,
          updated: created,
        };
        params.push(...columns.map((column) => row[column]));
      }
      const rows = Array.from({ length: end - start }, () => marks).join(', ');
      await tx.run(`INSERT INTO "${table}" (${names}) VALUES ${rows}`, params);
    }
  });
}
