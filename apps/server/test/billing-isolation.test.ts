import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCsd } from '#product/billing/cfdi/test-csd-maker.ts';
import { move, refusal } from './billing-fixtures.ts';
import {
  documentOf,
  golfoCsd,
  golfoCsdNumber,
  seededBilling,
  typedInvoice,
  uploadCsd,
  type Invoice,
  type SeededBilling,
} from './billing-test-data.ts';
import { CALLERS, signInCallers, type Caller, type CallerName } from './isolation-fixtures.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';

// Tenant isolation of billing (issue 39), caller by caller: Golfo's seeded invoices, payments,
// their CFDI and PDF, its receivables reports and its CSD are reached by Golfo's members and
// platform admins only; everyone else gets the 404 of a record that is not there, and nothing
// they send changes anything. Inside Golfo, the server's fields stay the server's, a stamped
// CFDI stays as stamped, and only a superuser replaces the CSD. Both engines.

let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let seeded: SeededBilling;
/** A partner of Plata that Plata's staff may name. */
let plataPartner = '';

beforeAll(async () => {
  server = await startTestServer();
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  seeded = await seededBilling(ops);
  plataPartner = (
    await ops
      .collection('partners')
      .getList(1, 1, { filter: `company = "${DEMO_IDS.plata}"`, sort: 'created' })
  ).items[0]!.id;
});

afterAll(async () => {
  await server?.close();
});

/** Callers who are neither Golfo's members nor platform admins. */
const OUTSIDERS = CALLERS.filter((caller) =>
  (['guest', 'staffPlata', 'staffVencida'] as CallerName[]).includes(caller.name),
);
const GOLFO_STAFF = CALLERS.filter((caller) => caller.company === 'golfo');

const pbOf = (caller: Caller) => callers[caller.name];
const statusOf = async (call: Promise<unknown>) => (await refusal(call))?.status ?? 200;
/** "what: status", and the message when refused with anything but 404, to read in a failure. */
const answerOf = async (what: string, call: Promise<unknown>) => {
  const refused = await refusal(call);
  const status = refused?.status ?? 200;
  return status === 404 ? `${what}: 404` : `${what}: ${status} ${refused?.message ?? ''}`.trim();
};
const document = (caller: Caller, path: string) => documentOf(server.url, pbOf(caller), path);

/** Every seeded record of Golfo, by collection. */
const golfoRecords = () => [
  ...seeded.invoices.map((record) => ({ collection: 'invoices', record })),
  ...seeded.payments.map((record) => ({ collection: 'payments', record })),
];

/** Golfo's records as the operator reads them now, to compare before and after. */
const storedNow = () =>
  Promise.all(
    golfoRecords().map(({ collection, record }) => ops.collection(collection).getOne(record.id)),
  );

describe('Golfo has billing to protect', () => {
  it('an invoice in every state, stamped and recorded payments, and the clients it bills', () => {
    expect(new Set(seeded.invoices.map((invoice) => invoice.state))).toEqual(
      new Set(['draft', 'stamped', 'partiallyPaid', 'paid', 'cancelled']),
    );
    expect(seeded.invoice.stamped.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(seeded.payment.stamped.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(seeded.invoices.every((invoice) => /^F-?\d+$/.test(invoice.code))).toBe(true);
    expect(seeded.payments.every((payment) => /^CP-?\d+$/.test(payment.code))).toBe(true);
    expect(seeded.clients.length).toBeGreaterThan(0);
  });
});

describe.each(OUTSIDERS)('$label, outside Golfo', (caller) => {
  it("lists none of Golfo's invoices and payments", async () => {
    const pb = pbOf(caller);
    for (const name of ['invoices', 'payments']) {
      const all = await pb.collection(name).getFullList();
      expect(all.filter((record) => record.company === DEMO_IDS.golfo)).toEqual([]);
      const asked = await pb
        .collection(name)
        .getList(1, 50, { filter: `company = "${DEMO_IDS.golfo}"` });
      expect([asked.totalItems, asked.items]).toEqual([0, []]);
    }
  });

  it('views and deletes none of them: 404, and they stay as stored', async () => {
    const pb = pbOf(caller);
    const before = await storedNow();
    const answers = await Promise.all(
      golfoRecords().flatMap(({ collection, record }) => [
        answerOf(`view ${collection} ${record.state}`, pb.collection(collection).getOne(record.id)),
        answerOf(
          `delete ${collection} ${record.state}`,
          pb.collection(collection).delete(record.id),
        ),
      ]),
    );
    expect(answers).toEqual(answers.map((answer) => `${answer.split(':')[0]}: 404`));
    expect(await storedNow()).toEqual(before);
  });

  it('changes none of them: 404 whatever the change, never a refusal that tells their state', async () => {
    const pb = pbOf(caller);
    const before = await storedNow();
    const changes: Record<string, Record<string, unknown>[]> = {
      invoices: [{ notes: 'por fuera' }, { lines: [] }, { client: plataPartner }],
      payments: [{ notes: 'por fuera' }, { amount: 1 }],
    };
    const answers = await Promise.all(
      golfoRecords().flatMap(({ collection, record }) =>
        changes[collection]!.map((change) =>
          answerOf(
            `update ${collection} ${record.state} ${Object.keys(change).join()}`,
            pb.collection(collection).update(record.id, change),
          ),
        ),
      ),
    );
    expect(answers).toEqual(answers.map((answer) => `${answer.split(':')[0]}: 404`));
    expect(await storedNow()).toEqual(before);
  });

  it('creates no invoice or payment for Golfo: refused at the client, nothing saved', async () => {
    const pb = pbOf(caller);
    const count = async (name: string) =>
      (await ops.collection(name).getList(1, 1, { filter: `company = "${DEMO_IDS.golfo}"` }))
        .totalItems;
    const before = [await count('invoices'), await count('payments')];
    const stamped = seeded.invoice.stamped;
    for (const client of [stamped.client, plataPartner]) {
      const invoice = await refusal(pb.collection('invoices').create(typedInvoice(client)));
      const payment = await refusal(
        pb.collection('payments').create({
          company: DEMO_IDS.golfo,
          client,
          date: '2026-12-04 12:00:00.000Z',
          formaPago: '03',
          currency: stamped.currency,
          amount: 1,
          applications: [{ invoice: stamped.id, amount: 1 }],
        }),
      );
      // Refused as a relation to a record that is not there, whether Golfo's partner exists.
      for (const answer of [invoice, payment])
        expect(answer).toEqual({
          status: 400,
          message: expect.any(String),
          data: { client: expect.objectContaining({ code: 'validation_missing_rel_records' }) },
        });
    }
    expect([await count('invoices'), await count('payments')]).toEqual(before);
    expect((await ops.collection('invoices').getOne(stamped.id)).paid).toBe(stamped.paid);
  });

  it('stamps and cancels nothing of Golfo: 404, and nothing moves', async () => {
    const pb = pbOf(caller);
    const before = await storedNow();
    const { invoice, payment } = seeded;
    const calls = [
      move(pb, `/api/rumbo/invoices/${invoice.draft.id}/stamp`),
      move(pb, `/api/rumbo/invoices/${invoice.stamped.id}/stamp`),
      move(pb, `/api/rumbo/invoices/${invoice.stamped.id}/cancel`, { reason: '02' }),
      move(pb, `/api/rumbo/invoices/${invoice.paid.id}/cancel`, { reason: '03' }),
      move(pb, `/api/rumbo/payments/${payment.recorded.id}/stamp`),
      move(pb, `/api/rumbo/payments/${payment.stamped.id}/stamp`),
      move(pb, `/api/rumbo/payments/${payment.stamped.id}/cancel`, { reason: '02' }),
      move(pb, `/api/rumbo/payments/${payment.stamped.id}/cancel`),
      move(pb, `/api/rumbo/invoices/${invoice.stamped.id}/cancellation-check`),
      move(pb, `/api/rumbo/payments/${payment.stamped.id}/cancellation-check`),
    ];
    expect(await Promise.all(calls.map(statusOf))).toEqual(calls.map(() => 404));
    expect(await storedNow()).toEqual(before);
  });

  it('reads no CFDI and no PDF of Golfo: 404, never the document', async () => {
    const { invoice, payment } = seeded;
    const paths = [
      ...[invoice.stamped, invoice.paid, invoice.cancelled, invoice.draft].map(
        (record) => `/api/documents/invoices/${record.id}/cfdi.xml`,
      ),
      `/api/documents/payments/${payment.stamped.id}/cfdi.xml`,
      `/api/documents/payments/${payment.stamped.id}/cfdi.xml?download=1`,
      ...['es', 'en'].flatMap((lang) =>
        [invoice.stamped, invoice.draft].map(
          (record) => `/api/documents/invoices/${record.id}/invoice.pdf?lang=${lang}`,
        ),
      ),
    ];
    const answers = await Promise.all(paths.map((path) => document(caller, path)));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.type).toContain('application/json');
      expect(answer.body.toString()).not.toContain(invoice.stamped.uuid);
    }
  });

  it("gets no statement of Golfo's clients (404) and none of them in the aging", async () => {
    const pb = pbOf(caller);
    const statements = await Promise.all(
      seeded.clients.map((client) =>
        statusOf(pb.send(`/api/rumbo/billing/statement/${client}`, { requestKey: null })),
      ),
    );
    expect(statements).toEqual(seeded.clients.map(() => 404));
    for (const query of ['', `?company=${DEMO_IDS.golfo}`, '?day=2030-01-01']) {
      const aging = await pb.send<{ currencies: { rows: { client: string }[] }[] }>(
        `/api/rumbo/billing/aging${query}`,
        { requestKey: null },
      );
      const clients = aging.currencies.flatMap((currency) => currency.rows.map((r) => r.client));
      expect(clients.filter((client) => seeded.clients.includes(client))).toEqual([]);
    }
  });
});

describe.each(GOLFO_STAFF)('$label, in Golfo', (caller) => {
  it('lists and views every invoice and payment of Golfo', async () => {
    const pb = pbOf(caller);
    for (const [name, records] of [
      ['invoices', seeded.invoices],
      ['payments', seeded.payments],
    ] as const) {
      const listed = await pb
        .collection(name)
        .getFullList({ filter: `company = "${DEMO_IDS.golfo}"`, fields: 'id' });
      expect(listed.map((record) => record.id)).toEqual(
        expect.arrayContaining(records.map((record) => record.id)),
      );
      for (const record of records)
        expect((await pb.collection(name).getOne(record.id)).code).toBe(record.code);
    }
  });

  it("reads a stamped CFDI's XML and a complement's, not a draft's (it has none)", async () => {
    const { invoice, payment } = seeded;
    for (const [owner, record] of [
      ['invoices', invoice.stamped],
      ['invoices', invoice.partiallyPaid],
      ['payments', payment.stamped],
    ] as const) {
      const xml = await document(caller, `/api/documents/${owner}/${record.id}/cfdi.xml`);
      expect(xml.status).toBe(200);
      expect(xml.type).toContain('application/xml');
      const text = xml.body.toString('utf8');
      expect(text).toContain('tfd:TimbreFiscalDigital');
      expect(text).toContain(`UUID="${record.uuid}"`);
    }
    const draft = await document(caller, `/api/documents/invoices/${invoice.draft.id}/cfdi.xml`);
    expect(draft.status).toBe(404);
    const recorded = await document(
      caller,
      `/api/documents/payments/${payment.recorded.id}/cfdi.xml`,
    );
    expect(recorded.status).toBe(404);
  });

  it("prints a stamped invoice's PDF in Spanish and English", async () => {
    for (const lang of ['es', 'en']) {
      const pdf = await document(
        caller,
        `/api/documents/invoices/${seeded.invoice.stamped.id}/invoice.pdf?lang=${lang}`,
      );
      expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
      expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it("gets its clients' statements and sees them in the aging", async () => {
    const pb = pbOf(caller);
    const stamped = seeded.invoice.stamped;
    const statement = await pb.send<{
      client: { id: string };
      currencies: { entries: { id: string }[] }[];
    }>(`/api/rumbo/billing/statement/${stamped.client}`, { requestKey: null });
    expect(statement.client.id).toBe(stamped.client);
    expect(statement.currencies.flatMap((c) => c.entries.map((e) => e.id))).toContain(stamped.id);
    const aging = await pb.send<{ currencies: { rows: { client: string }[] }[] }>(
      '/api/rumbo/billing/aging',
      { requestKey: null },
    );
    expect(aging.currencies.flatMap((c) => c.rows.map((r) => r.client))).toContain(stamped.client);
  });
});

describe('the platform admin', () => {
  it("sees Golfo's invoices, payments, CFDI and reports", async () => {
    const pb = callers.admin;
    const { invoice, payment } = seeded;
    expect((await pb.collection('invoices').getOne(invoice.stamped.id)).uuid).toBe(
      invoice.stamped.uuid,
    );
    expect((await pb.collection('payments').getOne(payment.stamped.id)).uuid).toBe(
      payment.stamped.uuid,
    );
    const xml = await documentOf(
      server.url,
      pb,
      `/api/documents/invoices/${invoice.stamped.id}/cfdi.xml`,
    );
    expect(xml.status).toBe(200);
    const statement = await pb.send<{ client: { id: string } }>(
      `/api/rumbo/billing/statement/${invoice.stamped.client}`,
      { requestKey: null },
    );
    expect(statement.client.id).toBe(invoice.stamped.client);
  });
});

describe("what a Golfo member writes is checked: the server's fields stay the server's", () => {
  const FORGED = {
    state: 'paid',
    code: 'F-99999',
    folio: 99999,
    total: 1,
    paid: 7,
    balance: 0,
    uuid: '11111111-2222-4333-8444-555555555555',
    totals: { total: 1, forged: true },
    stampedAt: '2026-01-01 00:00:00.000Z',
    stampClaim: 'forged',
  };
  const KEPT = ['state', 'code', 'folio', 'total', 'paid', 'balance', 'uuid', 'totals'] as const;
  const kept = (record: RecordModel) =>
    Object.fromEntries(KEPT.map((field) => [field, record[field]]));

  it('a new draft is numbered and totalled by the server, whatever the request says', async () => {
    const staff = callers.staffGolfo;
    const draft = await staff
      .collection('invoices')
      .create<Invoice>({ ...typedInvoice(seeded.invoice.stamped.client), ...FORGED });
    expect(draft).toMatchObject({ state: 'draft', uuid: '', paid: 0, total: 1160, balance: 1160 });
    expect(draft.code).toMatch(/^F-?\d+$/);
    expect(draft.totals).not.toHaveProperty('forged');
    await staff.collection('invoices').delete(draft.id);
  });

  it.each(GOLFO_STAFF)(
    'PATCH by $label changes the notes of a draft, never its state, code, amounts or stamp',
    async (caller) => {
      const draft = await callers.staffGolfo
        .collection('invoices')
        .create<Invoice>(typedInvoice(seeded.invoice.stamped.client));
      const before = kept(await ops.collection('invoices').getOne(draft.id));
      const patched = await pbOf(caller)
        .collection('invoices')
        .update(draft.id, { ...FORGED, notes: `Nota de ${caller.name}` });
      const stored = await ops.collection('invoices').getOne(draft.id);
      expect(kept(stored)).toEqual(before);
      expect(kept(patched)).toEqual(before);
      expect(stored.notes).toBe(`Nota de ${caller.name}`);
      expect(stored.stampClaim).toBe('');
      // Each field alone, too.
      for (const [field, value] of Object.entries(FORGED))
        await pbOf(caller)
          .collection('invoices')
          .update(draft.id, { [field]: value });
      expect(kept(await ops.collection('invoices').getOne(draft.id))).toEqual(before);
      await pbOf(caller).collection('invoices').delete(draft.id);
    },
  );

  it("refuses a change of a stamped invoice's content (400), and keeps its state and stamp", async () => {
    const staff = callers.staffGolfo;
    const { stamped } = seeded.invoice;
    const before = kept(await ops.collection('invoices').getOne(stamped.id));
    for (const change of [
      { notes: 'Cambio tardío' },
      { lines: [] },
      { currency: 'USD' },
      { dueDate: '2030-01-01 12:00:00.000Z' },
    ])
      expect(await refusal(staff.collection('invoices').update(stamped.id, change))).toEqual({
        status: 400,
        message: 'Only a draft invoice changes; this one is stamped.',
        data: {},
      });
    await staff.collection('invoices').update(stamped.id, { state: 'draft', uuid: '' });
    expect(kept(await ops.collection('invoices').getOne(stamped.id))).toEqual(before);
  });

  it('refuses to delete a stamped, paid or cancelled invoice and a stamped payment (404)', async () => {
    const staff = callers.superGolfo;
    const { invoice, payment } = seeded;
    const targets = [
      ['invoices', invoice.stamped],
      ['invoices', invoice.partiallyPaid],
      ['invoices', invoice.paid],
      ['invoices', invoice.cancelled],
      ['payments', payment.stamped],
    ] as const;
    for (const [name, record] of targets) {
      expect(await statusOf(staff.collection(name).delete(record.id))).toBe(404);
      expect((await ops.collection(name).getOne(record.id)).state).toBe(record.state);
    }
  });
});

describe('the CFDI store and the CSD store', () => {
  it.each(CALLERS)(
    'are not read through the record API by $label (admins only)',
    async (caller) => {
      const pb = pbOf(caller);
      for (const name of ['cfdi_documents', 'company_csd']) {
        const [row] = (await ops.collection(name).getList(1, 1)).items;
        expect(row).toBeDefined();
        expect(await statusOf(pb.collection(name).getList(1, 50))).toBe(403);
        expect(await statusOf(pb.collection(name).getOne(row!.id))).toBe(403);
      }
    },
  );

  it('are listed by the operator', async () => {
    const documents = await ops
      .collection('cfdi_documents')
      .getFullList({ filter: `company = "${DEMO_IDS.golfo}"`, fields: 'record,uuid' });
    expect(documents.map((row) => row.record)).toContain(seeded.invoice.stamped.id);
    const csd = await ops
      .collection('company_csd')
      .getFullList({ filter: `company = "${DEMO_IDS.golfo}"` });
    expect(csd.map((row) => row.certificateNumber)).toEqual([await golfoCsdNumber(ops)]);
  });
});

describe("Golfo's CSD", () => {
  let csd: TestCsd;

  beforeAll(async () => {
    csd = await golfoCsd(ops);
  });

  const files = () => ({ certificate: csd.certificate, key: csd.key, password: csd.password });

  it.each([...OUTSIDERS, ...GOLFO_STAFF.filter((caller) => caller.name === 'staffGolfo')])(
    'is not replaced by $label: 404, as a company they cannot change',
    async (caller) => {
      const before = await golfoCsdNumber(ops);
      expect(await statusOf(uploadCsd(pbOf(caller), DEMO_IDS.golfo, files()))).toBe(404);
      expect(await golfoCsdNumber(ops)).toBe(before);
    },
  );

  it.each(GOLFO_STAFF)(
    "has no csd field changed by $label through the companies' record API",
    async (caller) => {
      const before = await ops.collection('companies').getOne(DEMO_IDS.golfo);
      const forged = {
        csdNumber: '30001000000500009999',
        csdRfc: 'XAXX010101000',
        csdValidFrom: '2020-01-01 00:00:00.000Z',
        csdValidTo: '2099-01-01 00:00:00.000Z',
      };
      for (const [field, value] of Object.entries(forged)) {
        const status = await statusOf(
          pbOf(caller)
            .collection('companies')
            .update(DEMO_IDS.golfo, { [field]: value }),
        );
        // Refused like any change of the company a caller may not make.
        expect(status).toBe(404);
      }
      const after = await ops.collection('companies').getOne(DEMO_IDS.golfo);
      for (const field of Object.keys(forged)) expect(after[field]).toBe(before[field]);
    },
  );

  it('keeps its csd fields when a platform admin or the operator writes them: only the upload does', async () => {
    const before = await ops.collection('companies').getOne(DEMO_IDS.golfo);
    for (const pb of [callers.admin, ops])
      await pb.collection('companies').update(DEMO_IDS.golfo, {
        csdNumber: '30001000000500009999',
        csdValidTo: '2099-01-01 00:00:00.000Z',
      });
    const after = await ops.collection('companies').getOne(DEMO_IDS.golfo);
    expect(after.csdNumber).toBe(before.csdNumber);
    expect(after.csdValidTo).toBe(before.csdValidTo);
  });

  it('is replaced by its superuser: the company then shows the new number', async () => {
    const answer = await uploadCsd(callers.superGolfo, DEMO_IDS.golfo, files());
    expect(answer).toMatchObject({ id: DEMO_IDS.golfo, csdNumber: csd.number });
    expect(await golfoCsdNumber(ops)).toBe(csd.number);
    const stored = await ops
      .collection('company_csd')
      .getFullList({ filter: `company = "${DEMO_IDS.golfo}"` });
    expect(stored.map((row) => row.certificateNumber)).toEqual([csd.number]);
    // The key is kept encrypted, the password not at all.
    expect(JSON.stringify(stored)).not.toContain(csd.password);
    expect(JSON.stringify(stored)).not.toContain(csd.key.toString('base64').slice(0, 40));
  });

  it('is replaced by a platform admin too', async () => {
    const next = await golfoCsd(ops);
    const answer = await uploadCsd(callers.admin, DEMO_IDS.golfo, {
      certificate: next.certificate,
      key: next.key,
      password: next.password,
    });
    expect(answer.csdNumber).toBe(next.number);
    expect(await golfoCsdNumber(ops)).toBe(next.number);
  });

  it("is not replaced by Plata's staff for Plata either, who is no superuser", async () => {
    expect(await statusOf(uploadCsd(callers.staffPlata, DEMO_IDS.plata, files()))).toBe(404);
  });
});
