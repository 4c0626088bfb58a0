/**
 * `npm run bench:cfdi` (issue 39): how long Rumbo takes to build, seal and validate the CFDI of a
 * 100-line invoice — the work the stamp button waits for before the PAC is called. In process,
 * no server, with the same code the stamp route runs (apps/server/src/product/billing/cfdi).
 *
 * Data: a company CSD made for the run (makeTestCsd, RSA 2048 as the SAT issues), an invoice in
 * MXN whose lines mix land freight at 16 % with 4 % withheld, international ocean freight at 0 %
 * and exempt services, each with its shipment code (BENCH_CFDI_LINES, 100).
 * Scenarios, interleaved run by run after a warm-up:
 * (a) the 100-line invoice: XML from the SAT catalogues, the cadena original with the SAT's XSLT,
 *     the RSA-SHA256 seal, and the check against the SAT's schemas (XSD);
 * (b) baseline: the same for a one-line invoice, the fixed cost of each step (the XSLT and the
 *     schema processes start whatever the size).
 * Output: median and p95 ms per invoice, the ratio to (b), the XML's size, and PASS when (a)'s
 * median is under 1,000 ms (a person waits for it; the PAC's own answer comes on top). Checks
 * before timing: the sealed XML is valid and names every line. Knobs: BENCH_CFDI_LINES (100),
 * BENCH_RUNS (20).
 */
import { makeTestCsd } from '../apps/server/src/product/billing/cfdi/test-csd-maker.ts';
import { readCsd } from '../apps/server/src/product/billing/cfdi/csd.ts';
import {
  buildInvoiceXml,
  type InvoiceCfdiInput,
  type InvoiceCfdiLine,
} from '../apps/server/src/product/billing/cfdi/invoice-xml.ts';
import { sealCfdi } from '../apps/server/src/product/billing/cfdi/seal.ts';
import { validateCfdiXml } from '../apps/server/src/product/billing/cfdi/sat-tools.ts';

const LINES = Number(process.env.BENCH_CFDI_LINES ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;
const TARGET_MS = 1_000;
const RFC = 'GLO120315K72';

function line(index: number): InvoiceCfdiLine {
  const kind = index % 3;
  const shipment = `OCN2026${String(1000 + index).padStart(5, '0')}`;
  if (kind === 0)
    return {
      productKey: '78101800',
      unitKey: 'E48',
      identification: shipment,
      description: `Flete terrestre Veracruz - Guadalajara, caja seca 53 pies (${index + 1})`,
      quantity: 1,
      unitPrice: 18_500 + index * 13.37,
      iva: { factor: 'Tasa', rate: 0.16 },
      ivaWithholdingRate: 0.04,
    };
  if (kind === 1)
    return {
      productKey: '78101700',
      unitKey: 'E48',
      identification: shipment,
      description: `Flete marítimo internacional Shanghái - Manzanillo, 1 x 40HC (${index + 1})`,
      quantity: 2,
      unitPrice: 41_250.5 + index,
      iva: { factor: 'Tasa', rate: 0 },
    };
  return {
    productKey: '78141501',
    unitKey: 'E48',
    identification: shipment,
    description: `Revalidación y gestión documental (${index + 1})`,
    quantity: 3,
    unitPrice: 450.33,
    discount: 12.5,
    iva: { factor: 'Exento' },
  };
}

function invoice(lines: number, certificate: InvoiceCfdiInput['certificate']): InvoiceCfdiInput {
  return {
    series: 'F',
    folio: String(lines),
    date: '2026-12-04T10:30:00',
    formaPago: '99',
    metodoPago: 'PPD',
    currency: 'MXN',
    exchangeRate: null,
    issuer: { rfc: RFC, name: 'GOLFO LOGISTICS', regimen: '601', postalCode: '91700' },
    receiver: {
      rfc: 'EKU9003173C9',
      name: 'ESCUELA KEMPER URGATE',
      regimen: '601',
      postalCode: '42501',
      uso: 'G03',
    },
    certificate,
    lines: Array.from({ length: lines }, (_, index) => line(index)),
  };
}

async function sealAndValidate(input: InvoiceCfdiInput, key: Parameters<typeof sealCfdi>[1]) {
  const sealed = await sealCfdi(buildInvoiceXml(input), key);
  const validation = await validateCfdiXml(sealed.xml);
  if (!validation.valid) throw new Error(validation.problems.map((p) => p.message).join(' '));
  return sealed.xml;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

const now = new Date();
const made = await makeTestCsd({
  rfc: RFC,
  name: 'GOLFO LOGISTICS SA DE CV',
  validFrom: new Date(now.getTime() - 86_400_000),
  validTo: new Date(now.getTime() + 365 * 86_400_000),
  password: 'bench-password',
});
const csd = readCsd({ certificate: made.certificate, key: made.key, password: made.password }, now);
const certificate = { number: csd.certificateNumber, base64: csd.certificateBase64 };
const large = invoice(LINES, certificate);
const small = invoice(1, certificate);

const xml = await sealAndValidate(large, csd.privateKey);
const concepts = (xml.match(/<cfdi:Concepto /g) ?? []).length;
if (concepts !== LINES) throw new Error(`The sealed XML has ${concepts} concepts, not ${LINES}.`);

const times = { large: [] as number[], small: [] as number[] };
for (let run = 0; run < WARMUP + RUNS; run += 1) {
  const largeMs = await timed(() => sealAndValidate(large, csd.privateKey));
  const smallMs = await timed(() => sealAndValidate(small, csd.privateKey));
  if (run < WARMUP) continue;
  times.large.push(largeMs);
  times.small.push(smallMs);
}

const a = summary(times.large);
const b = summary(times.small);
console.log(`CFDI 4.0 build + seal + validate, ${RUNS} runs each (after ${WARMUP} warm-up)`);
console.log(`  XML of ${LINES} lines: ${(Buffer.byteLength(xml) / 1024).toFixed(1)} KiB`);
console.log(
  `  (a) ${LINES}-line invoice  median ${a.median.toFixed(1)} ms  p95 ${a.p95.toFixed(1)} ms`,
);
console.log(`  (b) 1-line invoice    median ${b.median.toFixed(1)} ms  p95 ${b.p95.toFixed(1)} ms`);
console.log(`  ratio (a)/(b): ${(a.median / b.median).toFixed(2)}×`);
console.log(
  `  ${a.median < TARGET_MS ? 'PASS' : 'FAIL'}: median under ${TARGET_MS} ms for ${LINES} lines`,
);
if (a.median >= TARGET_MS) process.exitCode = 1;
