import { generateKeyPairSync } from 'node:crypto';
import { DEMO_IDS, rfcCheckDigit } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCsd } from '#product/billing/cfdi/test-csd-maker.ts';
import { startTestPac, type TestPac } from '#product/billing/pac/test-pac-server.ts';
import { move, refusal } from './billing-fixtures.ts';
import {
  documentOf,
  golfoCsd,
  golfoCsdNumber,
  seededBilling,
  stamp,
  typedInvoice,
  typedLine,
  uploadCsd,
  type CsdParts,
  type Invoice,
  type SeededBilling,
} from './billing-test-data.ts';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';

// Billing refuses what is wrong with a clear answer at its field, and leaves nothing half done
// (issue 39): a CSD that is not Golfo's or not usable, invoice lines and sources that do not
// hold, a client the SAT would refuse, payments that do not add up, cancellations that may not
// happen; and a PAC that refuses or does not answer, after which the CFDI is stamped exactly once
// by a person's retry or by the sweep. Both engines.

/**
 * How long the server waits for the PAC: a silent PAC costs the tests this long, and a PAC that
 * answers must answer within it on a busy machine (it runs xmllint and xsltproc on each CFDI).
 */
const PAC_TIMEOUT_MS = 3000;

let server: TestServer;
let pac: TestPac;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let seeded: SeededBilling;
/** Golfo's stamped MXN invoice with a balance, and a partner of Plata. */
let owing: Invoice;
let plataPartner = '';

const invoices = (pb: PocketBase) => pb.collection('invoices');
const countOf = async (name: string) =>
  (await ops.collection(name).getList(1, 1, { filter: `company = "${DEMO_IDS.golfo}"` }))
    .totalItems;
const stored = (id: string) => ops.collection('invoices').getOne<Invoice>(id);
const cfdiStatus = async (id: string) =>
  (await documentOf(server.url, callers.staffGolfo, `/api/documents/invoices/${id}/cfdi.xml`))
    .status;

/** A Golfo partner as a person saves it, with the fiscal data given. */
async function golfoClient(fiscal: Record<string, string>) {
  return callers.staffGolfo.collection('partners').create({
    company: DEMO_IDS.golfo,
    rol: 'Cliente',
    displayName: `Cliente ${fiscal.rfc ?? ''}`,
    ...fiscal,
  });
}

/** A draft of typed lines for the client, made by Golfo's staff. */
const newDraft = (client: string, change: Record<string, unknown> = {}) =>
  invoices(callers.staffGolfo).create<Invoice>(typedInvoice(client, change));

beforeAll(async () => {
  pac = await startTestPac();
  server = await startTestServer({
    billing: {
      pac: { url: pac.url, username: 'u', password: 'p' },
      pacTimeoutMs: PAC_TIMEOUT_MS,
      claimMs: 2 * PAC_TIMEOUT_MS,
    },
    // The sweep's own timer stays out of the way: the tests run it by hand.
    notificationCheckMs: 600_000,
  });
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  seeded = await seededBilling(ops);
  owing = seeded.invoices.find(
    (invoice) =>
      invoice.state === 'stamped' &&
      invoice.currency === 'MXN' &&
      invoice.balance > 0 &&
      !invoice.cancelReason,
  )!;
  plataPartner = (
    await ops
      .collection('partners')
      .getList(1, 1, { filter: `company = "${DEMO_IDS.plata}"`, sort: 'created' })
  ).items[0]!.id;
});

afterAll(async () => {
  await server?.close();
  await pac?.close();
});

describe('a CSD upload that cannot be used', () => {
  let good: TestCsd;
  let refusals: [string, CsdParts, Record<string, unknown>][];

  beforeAll(async () => {
    const year = 365 * 86_400_000;
    const plata = await ops.collection('companies').getOne<{ rfc: string }>(DEMO_IDS.plata);
    const [csd, expired, otherRfc, other] = await Promise.all([
      golfoCsd(ops),
      golfoCsd(ops, {
        validFrom: new Date(Date.now() - 3 * year),
        validTo: new Date(Date.now() - year),
      }),
      golfoCsd(ops, { rfc: plata.rfc.toUpperCase() }),
      golfoCsd(ops),
    ]);
    good = csd;
    const files = { certificate: csd.certificate, key: csd.key, password: csd.password };
    const junk = Buffer.from('MZ esto no es un certificado ni una llave');
    const code = (field: string, name: string) => ({
      [field]: expect.objectContaining({ code: `validation_csd_${name}` }),
    });
    refusals = [
      [
        'a wrong password',
        { ...files, password: 'otra clave' },
        code('password', 'wrong_password'),
      ],
      ['no password', { ...files, password: undefined }, code('password', 'wrong_password')],
      ['an expired certificate', { ...expired }, code('certificate', 'expired')],
      ["another RFC's certificate", { ...otherRfc }, code('certificate', 'rfc')],
      ["another certificate's key", { ...files, key: other.key }, code('key', 'key_mismatch')],
      [
        'a key that is no CSD key',
        {
          ...files,
          key: generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
            type: 'pkcs8',
            format: 'der',
            cipher: 'aes-256-cbc',
            passphrase: csd.password,
          }),
        },
        code('key', 'key_mismatch'),
      ],
      [
        'a junk certificate',
        { ...files, certificate: junk },
        code('certificate', 'certificate_unreadable'),
      ],
      ['a junk key', { ...files, key: junk }, code('key', 'key_unreadable')],
      [
        'the key sent as certificate',
        { ...files, certificate: csd.key },
        code('certificate', 'certificate_unreadable'),
      ],
      [
        'no certificate',
        { ...files, certificate: undefined },
        code('certificate', 'certificate_unreadable'),
      ],
      ['no key', { ...files, key: undefined }, code('key', 'key_unreadable')],
      ['nothing at all', {}, code('certificate', 'certificate_unreadable')],
    ];
  });

  it('is refused at its field, each time, and the company keeps its CSD', async () => {
    const before = await golfoCsdNumber(ops);
    const rows = await ops
      .collection('company_csd')
      .getFullList({ filter: `company = "${DEMO_IDS.golfo}"` });
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [what, parts, data] of refusals) {
      answers[what] = await refusal(uploadCsd(callers.superGolfo, DEMO_IDS.golfo, parts));
      expected[what] = { status: 400, message: expect.any(String), data };
      expect(await golfoCsdNumber(ops)).toBe(before);
    }
    expect(answers).toEqual(expected);
    expect(
      await ops.collection('company_csd').getFullList({ filter: `company = "${DEMO_IDS.golfo}"` }),
    ).toEqual(rows);
  });

  it('is refused when the body is not multipart, as PocketBase refuses a malformed body', async () => {
    const before = await golfoCsdNumber(ops);
    const answer = await refusal(
      move(callers.superGolfo, `/api/rumbo/companies/${DEMO_IDS.golfo}/csd`, {
        certificate: good.certificate.toString('base64'),
        key: good.key.toString('base64'),
        password: good.password,
      }),
    );
    expect(answer).toEqual({
      status: 400,
      message: 'Failed to load the submitted data due to invalid formatting.',
      data: {},
    });
    expect(await golfoCsdNumber(ops)).toBe(before);
  });

  it('is taken once it is right, by the same superuser', async () => {
    const answer = await uploadCsd(callers.superGolfo, DEMO_IDS.golfo, {
      certificate: good.certificate,
      key: good.key,
      password: good.password,
    });
    expect(answer.csdNumber).toBe(good.number);
    expect(await golfoCsdNumber(ops)).toBe(good.number);
  });
});

describe('an invoice draft that does not hold', () => {
  let golfoShipment: { id: string; costRow: string } | undefined;
  let plataShipment: { id: string; row: string };

  beforeAll(async () => {
    const withRows = async (company: string) =>
      ops.collection('shipments_ocean').getFullList<{
        id: string;
        costControlRows: { id: string; flow: string }[] | null;
      }>({ filter: `company = "${company}"`, fields: 'id,costControlRows' });
    for (const shipment of await withRows(DEMO_IDS.golfo)) {
      const cost = (shipment.costControlRows ?? []).find((row) => row.flow === 'cost');
      if (cost) {
        golfoShipment = { id: shipment.id, costRow: cost.id };
        break;
      }
    }
    const plata = (await withRows(DEMO_IDS.plata)).find(
      (shipment) => (shipment.costControlRows ?? []).length > 0,
    );
    plataShipment = { id: plata!.id, row: plata!.costControlRows![0]!.id };
  });

  const source = (shipment: string, row: string) => ({
    collection: 'shipments_ocean',
    shipment,
    row,
  });
  const at = (index: number, field: string, code: string) => ({
    lines: { [index]: { [field]: expect.objectContaining({ code }) } },
  });

  it.each([
    [
      'a negative quantity',
      () => [typedLine({ quantity: -1 })],
      at(0, 'quantity', 'validation_invalid_number'),
    ],
    [
      'a price that is no number',
      () => [typedLine(), typedLine({ unitPrice: '100' })],
      at(1, 'unitPrice', 'validation_invalid_number'),
    ],
    [
      "a product key 'abc'",
      () => [typedLine(), typedLine({ productKey: 'abc' })],
      at(1, 'productKey', 'validation_product_key'),
    ],
    [
      'an IVA rate of 15 %',
      () => [typedLine({ iva: { factor: 'Tasa', rate: 0.15 } })],
      at(0, 'iva', 'validation_invalid_iva'),
    ],
    [
      'an IVA factor the SAT does not know',
      () => [typedLine({ iva: { factor: 'Cuota', rate: 0.16 } })],
      at(0, 'iva', 'validation_invalid_iva'),
    ],
    [
      'a withholding of 10 %',
      () => [typedLine({ ivaWithholdingRate: 0.1 })],
      at(0, 'ivaWithholdingRate', 'validation_invalid_withholding'),
    ],
    [
      'a source that is no shipment',
      () => [typedLine({ source: { collection: 'quotes', shipment: 'x', row: 'y' } })],
      at(0, 'source', 'validation_invalid_source'),
    ],
    [
      'errors on two lines',
      () => [typedLine({ quantity: -2 }), typedLine(), typedLine({ productKey: '1234' })],
      {
        lines: {
          0: { quantity: expect.objectContaining({ code: 'validation_invalid_number' }) },
          2: { productKey: expect.objectContaining({ code: 'validation_product_key' }) },
        },
      },
    ],
    [
      '301 lines',
      () => Array.from({ length: 301 }, () => typedLine()),
      { lines: expect.objectContaining({ code: 'validation_too_many_lines' }) },
    ],
    [
      'lines that are no list',
      () => 'una línea',
      { lines: expect.objectContaining({ code: 'validation_invalid_lines' }) },
    ],
  ])('refuses %s at the line and field, and saves nothing', async (_, lines, data) => {
    const before = await countOf('invoices');
    const answer = await refusal(
      invoices(callers.staffGolfo).create(typedInvoice(owing.client, { lines: lines() })),
    );
    expect(answer).toEqual({ status: 400, message: expect.any(String), data });
    expect(await countOf('invoices')).toBe(before);
  });

  it.each([
    [
      "a charge of Plata's shipment",
      () => source(plataShipment.id, plataShipment.row),
      'validation_missing_rel_records',
    ],
    [
      "a row that is not the shipment's",
      () => source(golfoShipment!.id, 'no-such-row'),
      'validation_missing_rel_records',
    ],
    [
      'a cost row (not income)',
      () => source(golfoShipment!.id, golfoShipment!.costRow),
      'validation_row_not_income',
    ],
    ['a row a stamped invoice bills', () => owing.lines[0].source, 'validation_row_invoiced'],
  ])('refuses %s as a source, at lines.1.source, and saves nothing', async (_, made, code) => {
    const before = await countOf('invoices');
    const answer = await refusal(
      invoices(callers.staffGolfo).create(
        typedInvoice(owing.client, { lines: [typedLine(), typedLine({ source: made() })] }),
      ),
    );
    expect(answer).toEqual({
      status: 400,
      message: expect.any(String),
      data: at(1, 'source', code),
    });
    expect(await countOf('invoices')).toBe(before);
  });

  it("refuses another company's partner as client, at client, and saves nothing", async () => {
    const before = await countOf('invoices');
    for (const client of [plataPartner, 'nosuchpartner00', ''])
      expect(await refusal(invoices(callers.staffGolfo).create(typedInvoice(client)))).toEqual({
        status: 400,
        message: expect.any(String),
        data: { client: expect.objectContaining({ code: 'validation_missing_rel_records' }) },
      });
    expect(await countOf('invoices')).toBe(before);
  });

  it('refuses bad lines and a client of Plata on a saved draft, which stays as it was', async () => {
    const draft = await newDraft(owing.client);
    const update = (change: Record<string, unknown>) =>
      refusal(invoices(callers.staffGolfo).update(draft.id, change));
    expect(await update({ lines: [typedLine(), typedLine({ quantity: -1 })] })).toEqual({
      status: 400,
      message: expect.any(String),
      data: at(1, 'quantity', 'validation_invalid_number'),
    });
    expect(await update({ client: plataPartner, notes: 'Otro cliente' })).toEqual({
      status: 400,
      message: expect.any(String),
      data: { client: expect.objectContaining({ code: 'validation_missing_rel_records' }) },
    });
    const after = await stored(draft.id);
    expect([after.client, after.total, after.lines, after.notes]).toEqual([
      draft.client,
      draft.total,
      draft.lines,
      draft.notes,
    ]);
    await invoices(callers.staffGolfo).delete(draft.id);
  });
});

describe("a client's fiscal data that the SAT would refuse", () => {
  it('missing régimen and postal code: stamping is refused at client.*, the invoice stays a draft', async () => {
    const partner = await golfoClient({
      rfc: withCheckDigit('RMS850101A1'),
      razonSocial: 'CLIENTE SIN DATOS FISCALES',
    });
    const draft = await newDraft(partner.id);
    const calls = pac.calls().stamp;
    expect(await refusal(stamp(callers.staffGolfo, draft.id))).toEqual({
      status: 400,
      message: 'The invoice cannot be sealed yet.',
      data: {
        client: {
          regimenFiscal: expect.objectContaining({ code: 'required' }),
          postalCode: expect.objectContaining({ code: 'required' }),
        },
      },
    });
    expect(await stored(draft.id)).toMatchObject({ state: 'draft', uuid: '', sealedAt: '' });
    expect(await cfdiStatus(draft.id)).toBe(404);
    expect(pac.calls().stamp).toBe(calls);
  });

  it('a malformed RFC and a postal code of four digits: refused at client.rfc and client.postalCode', async () => {
    const partner = await golfoClient({
      rfc: 'ABC-12',
      razonSocial: 'CLIENTE CON RFC MAL ESCRITO',
      regimenFiscal: '601',
      codigoPostal: '6600',
    });
    const draft = await newDraft(partner.id);
    expect(await refusal(stamp(callers.staffGolfo, draft.id))).toMatchObject({
      status: 400,
      message: 'The invoice cannot be sealed yet.',
      data: {
        client: {
          rfc: expect.objectContaining({ code: 'rfcFormat' }),
          postalCode: expect.objectContaining({ code: 'postalCodeFormat' }),
        },
      },
    });
    expect(await stored(draft.id)).toMatchObject({ state: 'draft', uuid: '' });
  });

  it('an RFC that fails its check digit is saved, and only a warning: the invoice is stamped', async () => {
    // Neither layer refuses it: the SAT has issued RFCs that fail the check digit, so the
    // domain reports it as a warning (invoice-problems.ts), never a block, and partners keep it.
    const right = withCheckDigit('RMC850101A1');
    const wrong = `${right.slice(0, -1)}${right.endsWith('1') ? '2' : '1'}`;
    const partner = await golfoClient({
      rfc: wrong,
      razonSocial: 'CLIENTE DIGITO VERIFICADOR',
      regimenFiscal: '601',
      codigoPostal: '06600',
      usoCfdi: 'G03',
    });
    expect(partner.rfc).toBe(wrong);
    const stamped = await stamp(callers.staffGolfo, (await newDraft(partner.id)).id);
    expect(stamped.state).toBe('stamped');
    const xml = await documentOf(
      server.url,
      callers.staffGolfo,
      `/api/documents/invoices/${stamped.id}/cfdi.xml`,
    );
    expect(xml.body.toString()).toMatch(new RegExp(`<cfdi:Receptor [^>]*Rfc="${wrong}"`));
  });
});

describe('the PAC refusing or not answering', () => {
  const COMPLEMENTO = /<cfdi:Complemento><tfd:TimbreFiscalDigital [^>]*\/><\/cfdi:Complemento>/;
  const xmlOf = async (id: string) =>
    (
      await ops
        .collection('cfdi_documents')
        .getFirstListItem<{ xml: string }>(`owner = "invoices" && record = "${id}"`)
    ).xml;
  const sealedNow = async () =>
    (await ops.collection('invoices').getFullList({ filter: 'state = "sealed"', fields: 'id' }))
      .map((invoice) => invoice.id)
      .sort();
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  /** Sealed while the PAC was silent, for the person's retry and for the sweep. */
  const silent = { retried: '', swept: '', sealedXml: '', stamps: 0 };

  it('a refusal: 400 with its words, the invoice back to draft with the error, no UUID, no XML', async () => {
    const draft = await newDraft(owing.client);
    pac.set({ refuse: { code: '301' } });
    const answer = await refusal(stamp(callers.staffGolfo, draft.id)).finally(() =>
      pac.set({ refuse: undefined }),
    );
    expect(answer).toMatchObject({ status: 400, data: {} });
    expect(answer!.message).toMatch(/^The PAC refused the CFDI: 301 /);
    expect(answer!.message).not.toMatch(/refused the CFDI: The PAC/);
    const after = await stored(draft.id);
    expect(after).toMatchObject({ state: 'draft', uuid: '', sealedAt: '', certificateNumber: '' });
    expect(after.stampError).toMatch(/^The PAC refused the CFDI: 301 /);
    expect(await cfdiStatus(draft.id)).toBe(404);
    // Once the PAC takes it, the next attempt stamps it and the error is gone.
    const stamped = await stamp(callers.staffGolfo, draft.id);
    expect(stamped).toMatchObject({ state: 'stamped', stampError: '' });
  });

  it('silence: 503, the invoices stay sealed and claimed, and the sweep leaves them alone', async () => {
    expect(await sealedNow()).toEqual([]);
    const drafts = await Promise.all([newDraft(owing.client), newDraft(owing.client)]);
    const [stamps, calls] = [pac.stampCount(), pac.calls().stamp];
    pac.set({ hang: true });
    let answers: Awaited<ReturnType<typeof refusal>>[] = [];
    try {
      const waiting = Promise.all(
        drafts.map((draft) => refusal(stamp(callers.staffGolfo, draft.id))),
      );
      await until(() => pac.calls().stamp === calls + 2);
      // Each is claimed by the request that waits for the PAC: the sweep sends neither again.
      expect(await server.billing!.sweep()).toBe(0);
      answers = await waiting;
    } finally {
      pac.set({ hang: false });
    }
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503 });
      expect(answer!.message).toMatch(/^The PAC did not answer .*stays sealed/);
    }
    expect(pac.calls().stamp).toBe(calls + 2);
    for (const draft of drafts) {
      const sealed = await stored(draft.id);
      expect(sealed).toMatchObject({ state: 'sealed', uuid: '', stampClaim: '' });
      expect(sealed.stampError).toMatch(/did not answer \(no answer in time\)/);
      expect(await xmlOf(draft.id)).not.toContain('TimbreFiscalDigital');
    }
    Object.assign(silent, {
      retried: drafts[0]!.id,
      swept: drafts[1]!.id,
      sealedXml: await xmlOf(drafts[0]!.id),
      stamps,
    });
  });

  it("a person's retry sends the same sealed XML again: stamped, one stamp at the PAC", async () => {
    const stamped = await stamp(callers.staffGolfo, silent.retried);
    expect(stamped).toMatchObject({ state: 'stamped', stampError: '' });
    expect(stamped.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(pac.stampCount()).toBe(silent.stamps + 1);
    expect((await xmlOf(silent.retried)).replace(COMPLEMENTO, '')).toBe(silent.sealedXml);
  });

  it('the sweep stamps the one whose claim ran out, exactly once however often it runs', async () => {
    expect(await sealedNow()).toEqual([silent.swept]);
    const sent = await Promise.all([server.billing!.sweep(), server.billing!.sweep()]);
    expect(sent.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    const swept = await stored(silent.swept);
    expect(swept).toMatchObject({ state: 'stamped', stampError: '' });
    expect(pac.stampCount()).toBe(silent.stamps + 2);
    expect(await server.billing!.sweep()).toBe(0);
    expect(await sealedNow()).toEqual([]);
    expect((await stored(silent.swept)).uuid).toBe(swept.uuid);
  });

  it('an answer that comes too late: the retry gets that stamp back, no second UUID', async () => {
    const draft = await newDraft(owing.client);
    const stamps = pac.stampCount();
    pac.set({ delayMs: PAC_TIMEOUT_MS + 500 });
    try {
      expect((await refusal(stamp(callers.staffGolfo, draft.id)))?.status).toBe(503);
      // The PAC stamps after the server gave up waiting.
      await until(() => pac.stampCount() > stamps);
    } finally {
      pac.set({ delayMs: 0 });
    }
    const stamped = await stamp(callers.staffGolfo, draft.id);
    expect(stamped.state).toBe('stamped');
    expect(pac.stampCount()).toBe(stamps + 1);
    expect(await xmlOf(draft.id)).toContain(`UUID="${stamped.uuid}"`);
  });
});

describe('a payment that does not add up', () => {
  let otherClient = '';
  let draftOfClient: Invoice;

  beforeAll(async () => {
    const partner = await golfoClient({
      rfc: withCheckDigit('RMP850101A1'),
      razonSocial: 'OTRO CLIENTE',
      regimenFiscal: '601',
      codigoPostal: '06600',
    });
    otherClient = partner.id;
    draftOfClient = await newDraft(owing.client);
  });

  const body = (change: Record<string, unknown> = {}) => ({
    company: DEMO_IDS.golfo,
    client: owing.client,
    date: '2026-12-04 12:00:00.000Z',
    formaPago: '03',
    currency: 'MXN',
    amount: 100,
    applications: [{ invoice: owing.id, amount: 100 }],
    ...change,
  });
  const field = (path: string, code: string) =>
    path
      .split('.')
      .reverse()
      .reduce<unknown>((inner, key) => ({ [key]: inner }), expect.objectContaining({ code }));

  it.each([
    [
      'an amount that is not the sum applied',
      () => body({ amount: 150 }),
      field('amount', 'validation_payment_sum'),
    ],
    [
      'more than the balance',
      () =>
        body({
          amount: owing.balance + 1,
          applications: [{ invoice: owing.id, amount: owing.balance + 1 }],
        }),
      field('applications.0.amount', 'validation_over_balance'),
    ],
    [
      "another client's invoice",
      () => body({ client: otherClient }),
      field('applications.0.invoice', 'validation_other_client'),
    ],
    [
      'a draft invoice',
      () => body({ applications: [{ invoice: draftOfClient.id, amount: 100 }] }),
      field('applications.0.invoice', 'validation_not_payable'),
    ],
    [
      'a cancelled invoice',
      () =>
        body({
          client: seeded.invoice.cancelled.client,
          applications: [{ invoice: seeded.invoice.cancelled.id, amount: 100 }],
        }),
      field('applications.0.invoice', 'validation_not_payable'),
    ],
    [
      'dollars for a peso invoice',
      () => body({ currency: 'USD', exchangeRate: 18 }),
      field('applications.0.invoice', 'validation_currency'),
    ],
    [
      'forma de pago 99',
      () => body({ formaPago: '99' }),
      field('formaPago', 'validation_invalid_value'),
    ],
    [
      'no invoice at all',
      () => body({ applications: [] }),
      field('applications', 'validation_required'),
    ],
    [
      'the same invoice twice',
      () =>
        body({
          amount: 200,
          applications: [
            { invoice: owing.id, amount: 100 },
            { invoice: owing.id, amount: 100 },
          ],
        }),
      field('applications.1.invoice', 'validation_duplicate'),
    ],
    [
      'an amount below a cent',
      () => body({ amount: 0.005, applications: [{ invoice: owing.id, amount: 0.005 }] }),
      field('applications.0.amount', 'validation_invalid_number'),
    ],
  ])('refuses %s, at its field; no invoice is paid any of it', async (_, made, data) => {
    const before = await Promise.all([stored(owing.id), countOf('payments')]);
    const answer = await refusal(callers.staffGolfo.collection('payments').create(made()));
    expect(answer).toEqual({ status: 400, message: expect.any(String), data });
    const after = await Promise.all([stored(owing.id), countOf('payments')]);
    expect([after[0].paid, after[0].balance, after[0].state, after[1]]).toEqual([
      before[0].paid,
      before[0].balance,
      before[0].state,
      before[1],
    ]);
  });
});

describe('a cancellation that may not happen', () => {
  type Seeded = keyof SeededBilling['invoice'];
  const at = (field: string, code: string) => ({
    status: 400,
    data: { [field]: expect.objectContaining({ code }) },
  });
  const said = (message: string) => ({ status: 400, message, data: {} });
  const REPLACEMENT = 'validation_invalid_replacement';

  it.each<[string, Seeded, { reason?: string; replacement?: Seeded }, Record<string, unknown>]>([
    ["reason '07'", 'stamped', { reason: '07' }, at('reason', 'validation_invalid_value')],
    ['no reason', 'stamped', {}, at('reason', 'validation_invalid_value')],
    [
      'an invoice with live payments',
      'partiallyPaid',
      { reason: '02' },
      said('Cancel its payments first.'),
    ],
    ['a paid invoice', 'paid', { reason: '02' }, said('Cancel its payments first.')],
    [
      'reason 01 without the replacing invoice',
      'stamped',
      { reason: '01' },
      at('replacement', REPLACEMENT),
    ],
    [
      'reason 01 replaced by itself',
      'stamped',
      { reason: '01', replacement: 'stamped' },
      at('replacement', REPLACEMENT),
    ],
    [
      'reason 01 replaced by a draft',
      'stamped',
      { reason: '01', replacement: 'draft' },
      at('replacement', REPLACEMENT),
    ],
    [
      'a draft',
      'draft',
      { reason: '02' },
      said('Only a stamped invoice is cancelled; a draft is deleted instead.'),
    ],
  ])('refuses %s, and the PAC is not asked', async (_, target, body, refused) => {
    const invoice = seeded.invoice[target];
    const replacement = body.replacement ? seeded.invoice[body.replacement].id : undefined;
    const [before, calls] = [await stored(invoice.id), pac.calls().cancel];
    const answer = await refusal(
      move(callers.staffGolfo, `/api/rumbo/invoices/${invoice.id}/cancel`, {
        ...body,
        ...(replacement ? { replacement } : {}),
      }),
    );
    expect(answer).toMatchObject(refused);
    const after = await stored(invoice.id);
    expect([after.state, after.cancelReason, after.updated]).toEqual([
      before.state,
      before.cancelReason,
      before.updated,
    ]);
    expect(pac.calls().cancel).toBe(calls);
  });

  it("refuses to cancel a payment's complement with reason 01, or a payment only recorded", async () => {
    const { stamped, recorded } = seeded.payment;
    const calls = pac.calls().cancel;
    expect(
      await refusal(
        move(callers.staffGolfo, `/api/rumbo/payments/${stamped.id}/cancel`, { reason: '01' }),
      ),
    ).toMatchObject({ status: 400, message: 'A payment complement is cancelled with reason 02.' });
    expect(
      await refusal(move(callers.staffGolfo, `/api/rumbo/payments/${recorded.id}/cancel`)),
    ).toMatchObject({
      status: 400,
      message: 'A payment without a stamped complement is deleted instead.',
    });
    expect((await ops.collection('payments').getOne(stamped.id)).state).toBe('stamped');
    expect(pac.calls().cancel).toBe(calls);
  });
});

/** An RFC body (11 characters) with its right check digit. */
function withCheckDigit(body: string): string {
  return `${body}${rfcCheckDigit(`${body}0`)}`;
}
