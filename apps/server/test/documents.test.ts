import { DEMO_IDS, DOCUMENT_TEMPLATES } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, signInCallers, type CallerName } from './isolation-fixtures.ts';
import { pdfPages } from './pdf-text.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';

// Documents (issue 36): each template of each mode, in Spanish and English, read back from the
// PDF with a text extractor; the draft and original rules; the 404 and 400 answers, caller by
// caller. Runs on both engines (the server-postgres project).

let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
const ids: Record<
  'ocean' | 'air' | 'land' | 'oceanLacking' | 'oceanLong' | 'lclLong' | 'airLong',
  string
> = {
  lclLong: '',
  airLong: '',
  ocean: '',
  air: '',
  land: '',
  oceanLacking: '',
  oceanLong: '',
};

const FOOTER = 'Transportes del Golfo · Av. Marina 120, Veracruz · ¿Dudas? operaciones@golfo.test';
const TERMS = 'Términos: la mercancía viaja por cuenta y riesgo del embarcador. Cláusula Ñ.';

const containers = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const first10 = `CSQU${String(305400 + index).padStart(6, '0')}`;
    return {
      id: `c${index}`,
      number: first10 + checkDigit(first10),
      type: '45G1',
      seal: `SL${index}`,
      weightKg: 1000 + index,
    };
  });

/** ISO 6346's check digit, computed here independently of the domain's. */
function checkDigit(first10: string): string {
  const value = (ch: string) => {
    if (/\d/.test(ch)) return Number(ch);
    const code = ch.charCodeAt(0) - 55;
    return code + Math.floor((code - 1) / 10);
  };
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += value(first10[i]!) * 2 ** i;
  return String((sum % 11) % 10);
}

const OCEAN = {
  company: DEMO_IDS.golfo,
  // The web app's whole object (SPEC §3), which a saved document's entry joins too.
  payload: { documents: [] },
  reference: 'REF-ÁÉÍÓÚ-ñ',
  shipper: 'Textiles del Bajío',
  consignee: 'Distribuidora Peñasco',
  notify: 'Agencia Aduanal Martínez',
  origin: 'Shanghai',
  destination: 'Manzanillo',
  status: 'In transit',
  shipmentCode: 'OCN20269001',
  hblNumber: 'HBL900001',
  blNumber: 'MAEU900000001',
  vessel: 'Maersk Ñandú',
  voyage: '412E',
  portOfLoad: 'Shanghai (CNSHA)',
  portOfArrival: 'Manzanillo (MXZLO)',
  incoterm: 'FOB',
  hsCode: '847130',
  freightTerms: 'Prepaid',
  warehouseLocation: 'Recinto fiscalizado Manzanillo',
  portOfArrivalArrivalEstimated: '2026-12-10 15:00:00.000Z',
  containersList: containers(2),
  costControlRows: [
    {
      id: 'r1',
      concept: 'Flete marítimo',
      code: 'OFR',
      currency: 'USD',
      amount: 2450.5,
      flow: 'income',
    },
    {
      id: 'r2',
      concept: 'Costo naviera',
      code: 'OFR',
      currency: 'USD',
      amount: 2000,
      flow: 'cost',
    },
    { id: 'r3', concept: 'Maniobras', code: 'THC', currency: 'MXN', amount: 12500, flow: 'income' },
  ],
  documents: [{ id: 'd1', name: 'Factura comercial.pdf' }],
};

const AIR = {
  company: DEMO_IDS.golfo,
  shipper: 'Electrónica Querétaro',
  consignee: 'Frankfurt Import GmbH',
  origin: 'QRO',
  destination: 'FRA',
  shipmentCode: 'AIR20269001',
  hawb: 'HAWB-77',
  awb: '176-12345675',
  airportOfDeparture: 'Querétaro (QRO)',
  airportOfArrival: 'Frankfurt (FRA)',
  airline: 'Lufthansa Cargo',
  flight: 'LH8231',
  looseItems: [
    {
      id: 'p1',
      description: 'Tarjetas electrónicas',
      pieces: 4,
      lengthCm: 120,
      widthCm: 80,
      heightCm: 100,
      weightKg: 300,
    },
  ],
};

const LAND = {
  company: DEMO_IDS.golfo,
  shipper: 'Cementos del Norte',
  consignee: 'Constructora Peña',
  origin: 'Monterrey',
  destination: 'Saltillo',
  shipmentCode: 'LND20269001',
  pickupLocation: 'Planta Monterrey, andén 3',
  deliveryLocation: 'Obra Saltillo, calle Ébano 12',
  pickupEta: '2026-12-05 14:00:00.000Z',
  deliveryEta: '2026-12-05 20:00:00.000Z',
  vehicle: 'Tractocamión con caja seca 53 pies',
  load: 'Sacos de cemento',
  weightKg: 24000,
};

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
  callers = await signInCallers(server.url);
  await ops
    .collection('companies')
    .update(DEMO_IDS.golfo, { documentFooter: FOOTER, documentTerms: TERMS });
  const create = (collection: string, body: object) =>
    ops
      .collection(collection)
      .create(body)
      .then((record) => record.id);
  ids.ocean = await create('shipments_ocean', OCEAN);
  ids.air = await create('shipments_air', AIR);
  ids.land = await create('shipments_land', LAND);
  ids.oceanLacking = await create('shipments_ocean', {
    ...OCEAN,
    shipmentCode: 'OCN20269002',
    portOfLoad: '',
    containersList: [{ id: 'x', number: 'CSQU3054384', type: '45G1', seal: '' }],
  });
  ids.oceanLong = await create('shipments_ocean', {
    ...OCEAN,
    shipmentCode: 'OCN20269003',
    containersList: containers(100),
  });
  ids.lclLong = await create('shipments_ocean', {
    ...OCEAN,
    shipmentCode: 'OCN20269004',
    containersList: [],
    lclItems: Array.from({ length: 200 }, (_, i) => ({
      id: `l${i}`,
      description: `Partida ${i + 1}: refacciones de maquinaria`,
      packages: 2,
      weightKg: 100 + i,
      volumeM3: 0.5,
    })),
  });
  ids.airLong = await create('shipments_air', {
    ...AIR,
    shipmentCode: 'AIR20269002',
    looseItems: Array.from({ length: 200 }, (_, i) => ({
      id: `p${i}`,
      description: `Pieza ${i + 1}`,
      pieces: 1,
      lengthCm: 50,
      widthCm: 40,
      heightCm: 30,
      weightKg: 10,
    })),
  });
});

afterAll(async () => {
  await server?.close();
});

async function fetchDocument(path: string, token = callers.staffGolfo.authStore.token) {
  const response = await fetch(`${server.url}/api/documents/${path}`, {
    headers: token ? { Authorization: token } : {},
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type') ?? '', body };
}

async function documentText(path: string): Promise<string[]> {
  const answer = await fetchDocument(path);
  expect(answer.status, new TextDecoder().decode(answer.body.slice(0, 300))).toBe(200);
  expect(answer.type).toBe('application/pdf');
  return pdfPages(answer.body);
}

const RECORD_OF = {
  shipments_ocean: 'ocean',
  shipments_air: 'air',
  shipments_land: 'land',
} as const;
const CODE_OF = { ocean: OCEAN.shipmentCode, air: AIR.shipmentCode, land: LAND.shipmentCode };
const PARTY_OF = { ocean: OCEAN.consignee, air: AIR.consignee, land: LAND.consignee };

describe('every template, in Spanish and English, carries the record and the company', () => {
  // A quote's own document is read back in quote-document.test.ts.
  const shipmentTemplates = Object.entries(DOCUMENT_TEMPLATES).filter(([collection]) =>
    Object.hasOwn(RECORD_OF, collection),
  );
  for (const [collection, templates] of shipmentTemplates)
    for (const template of templates)
      it(`${collection} ${template}`, async () => {
        const key = RECORD_OF[collection as keyof typeof RECORD_OF];
        const es = (await documentText(`${collection}/${ids[key]}/${template}.pdf?lang=es`)).join(
          '\n',
        );
        const en = (await documentText(`${collection}/${ids[key]}/${template}.pdf?lang=en`)).join(
          '\n',
        );
        for (const text of [es, en]) {
          expect(text).toContain(CODE_OF[key]);
          expect(text).toContain(PARTY_OF[key]);
          expect(text).toContain(FOOTER);
          expect(text).not.toContain('BORRADOR / DRAFT');
        }
        expect(es).toContain('Página 1 de');
        expect(en).toContain('Page 1 of');
      });
});

describe('what each template prints', () => {
  it('the bill of lading: ports, vessel, containers with seals, terms on the next page', async () => {
    const pages = await documentText(`shipments_ocean/${ids.ocean}/hbl-original.pdf?lang=es`);
    const text = pages.join('\n');
    for (const value of [
      OCEAN.portOfLoad,
      OCEAN.portOfArrival,
      OCEAN.vessel,
      OCEAN.voyage,
      OCEAN.hblNumber,
      OCEAN.reference,
      'SL0',
      'SL1',
      OCEAN.containersList[0]!.number,
      'Original',
    ])
      expect(text).toContain(value);
    expect(pages.at(-1)).toContain(TERMS);
    expect(pages[0]).not.toContain(TERMS);
  });

  it('the arrival notice: ETA in business time, income charges with currency, what to bring', async () => {
    const es = (await documentText(`shipments_ocean/${ids.ocean}/arrival-notice.pdf?lang=es`)).join(
      '\n',
    );
    expect(es).toContain('10 dic 2026, 09:00');
    expect(es).toContain('USD 2,450.50');
    expect(es).toContain('MXN 12,500.00');
    expect(es).not.toContain('Costo naviera');
    expect(es).toContain('El consignatario debe presentar');
    const en = (await documentText(`shipments_ocean/${ids.ocean}/arrival-notice.pdf?lang=en`)).join(
      '\n',
    );
    expect(en).toContain('Dec 10, 2026, 09:00 AM');
    expect(en).toContain('The consignee must bring');
  });

  it('the air waybill: the AWB written NNN-NNNNNNNN and the chargeable weight by 1:6000', async () => {
    const text = (await documentText(`shipments_air/${ids.air}/hawb-original.pdf?lang=en`)).join(
      '\n',
    );
    expect(text).toContain('176-12345675');
    // 4 × 120 × 80 × 100 cm = 3.84 m³ → 640 kg volumetric, against 300 kg gross.
    expect(text).toContain('640');
    expect(text).toContain('Chargeable weight (kg)');
    // No notify party: whom to tell on arrival is the consignee.
    expect(text).toContain(`Notify on arrival: ${AIR.consignee}`);
  });

  it('the trucker sheet and the delivery receipt: places, windows, signature boxes', async () => {
    const sheet = (
      await documentText(`shipments_land/${ids.land}/trucker-instructions.pdf?lang=es`)
    ).join('\n');
    for (const value of [
      LAND.pickupLocation,
      LAND.deliveryLocation,
      LAND.vehicle,
      '5 dic 2026, 08:00',
    ])
      expect(sheet).toContain(value);
    const receipt = (
      await documentText(`shipments_land/${ids.land}/delivery-receipt.pdf?lang=es`)
    ).join('\n');
    expect(receipt).toContain('Nombre y firma de quien recibe');
    expect(receipt).toContain('Sello');
  });

  it('100 containers flow over pages, the header row again on each', async () => {
    const pages = await documentText(`shipments_ocean/${ids.oceanLong}/hbl-draft.pdf?lang=es`);
    const tablePages = pages.filter((page) => page.includes('CSQU'));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) expect(page).toContain('Sello');
    const text = pages.join('\n');
    for (const container of containers(100)) expect(text).toContain(container.number);
  });
});

describe('long lists flow over pages, in both languages', () => {
  it.each([
    [
      '200 loose ocean items',
      'shipments_ocean',
      'lclLong',
      'instructions-letter',
      'Partida 200',
      'Descripción',
    ],
    ['200 air pieces', 'shipments_air', 'airLong', 'hawb-draft', 'Pieza 200', 'Dimensiones (cm)'],
  ] as const)('%s', async (_, collection, key, template, last, header) => {
    const pages = await documentText(`${collection}/${ids[key]}/${template}.pdf?lang=es`);
    const listed = pages.filter((page) => /(Partida|Pieza) \d+/.test(page));
    expect(listed.length).toBeGreaterThan(1);
    for (const page of listed) expect(page).toContain(header);
    expect(pages.join('\n')).toContain(last);
    const english = await documentText(`${collection}/${ids[key]}/${template}.pdf?lang=en`);
    expect(english.length).toBe(pages.length);
  });
});

describe('checks before printing', () => {
  it('the draft prints what is lacking, watermarked', async () => {
    const text = (
      await documentText(`shipments_ocean/${ids.oceanLacking}/hbl-draft.pdf?lang=es`)
    ).join('\n');
    expect(text).toContain('BORRADOR / DRAFT');
    expect(text).toContain('Falta para el original');
    expect(text).toContain('Puerto de carga: falta');
    expect(text).toContain('Contenedor 1: dígito verificador inválido');
  });

  it('the original refuses with the list, as field errors', async () => {
    const answer = await fetchDocument(`shipments_ocean/${ids.oceanLacking}/hbl-original.pdf`);
    expect(answer.status).toBe(400);
    const body = JSON.parse(new TextDecoder().decode(answer.body));
    expect(Object.keys(body.data).sort()).toEqual(['containersList.0.number', 'portOfLoad']);
    expect(body.data.portOfLoad.code).toBe('validation_required');
    expect(body.data['containersList.0.number'].code).toBe('validation_invalid_check_digit');
  });

  it('an unknown template is a 400 naming the valid ones; an unknown language too', async () => {
    const answer = await fetchDocument(`shipments_ocean/${ids.ocean}/invoice.pdf`);
    expect(answer.status).toBe(400);
    const body = JSON.parse(new TextDecoder().decode(answer.body));
    expect(body.data.template.message).toContain(DOCUMENT_TEMPLATES.shipments_ocean.join(', '));
    expect((await fetchDocument(`shipments_ocean/${ids.ocean}/hbl-draft.pdf?lang=fr`)).status).toBe(
      400,
    );
    expect((await fetchDocument(`shipments_air/${ids.air}/hbl-draft.pdf`)).status).toBe(400);
  });

  it('the templates are listed per collection, with their titles', async () => {
    const response = await fetch(`${server.url}/api/documents/templates`);
    const { items } = (await response.json()) as {
      items: { collection: string; templates: { name: string; title: { es: string } }[] }[];
    };
    expect(items.map((item) => [item.collection, item.templates.map((t) => t.name)])).toEqual(
      Object.entries(DOCUMENT_TEMPLATES).map(([collection, names]) => [collection, [...names]]),
    );
    expect(items[0]!.templates[2]!.title.es).toBe('Aviso de arribo');
  });
});

describe('who may read a document: whoever may view the record', () => {
  const expected: Record<CallerName, number> = {
    guest: 404,
    admin: 200,
    superGolfo: 200,
    staffGolfo: 200,
    staffPlata: 404,
    staffVencida: 404,
  };
  for (const caller of CALLERS)
    it(`${caller.label}: ${expected[caller.name]}`, async () => {
      const token = callers[caller.name].authStore.token;
      const answer = await fetchDocument(`shipments_land/${ids.land}/delivery-receipt.pdf`, token);
      expect(answer.status).toBe(expected[caller.name]);
      const unknown = await fetchDocument(
        'shipments_land/nosuchrecord123/delivery-receipt.pdf',
        token,
      );
      expect(unknown.status).toBe(404);
      if (answer.status === 404) expect(answer.body).toEqual(unknown.body);
    });

  it('a collection without documents is a 404', async () => {
    expect((await fetchDocument(`partners/${DEMO_IDS.golfo}/pre-alert.pdf`)).status).toBe(404);
    expect((await fetchDocument(`nope/${ids.ocean}/pre-alert.pdf`)).status).toBe(404);
  });
});

describe('saving a document as a version of the record', () => {
  const save = (pb: PocketBase, template: string, requestId: string, recordId = ids.ocean) =>
    fetch(`${server.url}/api/documents/shipments_ocean/${recordId}/${template}.pdf?lang=es`, {
      method: 'POST',
      headers: { Authorization: pb.authStore.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId }),
    });

  it('saves at once never share a number, and a colleague’s edit meanwhile is kept', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        save(callers.staffGolfo, 'arrival-notice', `race${i}abcdef`),
      ),
      callers.superGolfo
        .collection('shipments_ocean')
        .update(ids.ocean, { notify: 'Agencia Nueva' }),
    ]);
    for (const answer of answers.slice(0, 6)) expect((answer as Response).status).toBe(200);
    const record = await ops.collection('shipments_ocean').getOne(ids.ocean);
    expect(record.notify).toBe('Agencia Nueva');
    const saved = (
      record.documents as { template?: string; version: number; file: string; name: string }[]
    ).filter((doc) => doc.template === 'arrival-notice');
    expect(saved.map((doc) => doc.version).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // The app's whole object carries the same list (SPEC §3 payload).
    expect((record.payload as { documents?: unknown }).documents).toEqual(record.documents);
    for (const doc of saved) {
      expect(record.documentFiles).toContain(doc.file);
      expect(doc.name).toMatch(/^Aviso de arribo v\d OCN20269001 \(es\)\.pdf$/);
    }
    // What was saved is a PDF of the record, read back through the file API.
    const token = await callers.staffGolfo.files.getToken();
    const url = callers.staffGolfo.files.getUrl(record, saved[0]!.file, { token });
    const pdf = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect((await pdfPages(pdf)).join('\n')).toContain(OCEAN.consignee);
  });

  it('the same request asked again saves once', async () => {
    const first = (await (await save(callers.staffGolfo, 'pre-alert', 'retry12345678')).json()) as {
      document: unknown;
    };
    const again = (await (await save(callers.staffGolfo, 'pre-alert', 'retry12345678')).json()) as {
      document: unknown;
    };
    expect(again.document).toEqual(first.document);
    const record = await ops.collection('shipments_ocean').getOne(ids.ocean);
    const preAlerts = (record.documents as { template?: string }[]).filter(
      (doc) => doc.template === 'pre-alert',
    );
    expect(preAlerts).toHaveLength(1);
  });

  it('only whoever may edit the record saves; a bad request id or an incomplete original is a 400', async () => {
    expect((await save(callers.staffPlata, 'pre-alert', 'plata1234567')).status).toBe(404);
    expect((await save(callers.guest, 'pre-alert', 'guest1234567')).status).toBe(404);
    expect((await save(callers.staffGolfo, 'pre-alert', 'no')).status).toBe(400);
    const refused = await save(
      callers.staffGolfo,
      'hbl-original',
      'orig12345678',
      ids.oceanLacking,
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(((await refused.json()) as { data: object }).data)).toContain('portOfLoad');
    const lacking = await ops.collection('shipments_ocean').getOne(ids.oceanLacking);
    expect(lacking.documentFiles).toEqual([]);
  });
});
