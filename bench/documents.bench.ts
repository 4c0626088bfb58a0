/**
 * `npm run bench:documents` (issue 36): how long the server takes to write documents, against an
 * empty one-page PDF made by the same library in the same run.
 *
 * - A house bill of lading with 100 containers (five pages): median and p95 of 15 writes after
 *   3 warm-ups; the target is under 500 ms on the two-core machine.
 * - 200 documents in a row (bills of 100 containers): the heap after a full collection, at 50 and
 *   at 200, so a leak shows as growth; the same for 200 empty PDFs as the baseline.
 *
 * Run with `node --expose-gc` (the script does, through npm). Prints its figures; exits 0.
 */
import { DEMO_IDS, documentGaps, type DocumentTemplate } from '@rumbo/domain';
import {
  documentDefinition,
  documentKit,
} from '../apps/server/src/product/documents/layout/document-layout.ts';
import type { DocumentSource } from '../apps/server/src/product/documents/layout/document-source.ts';
import {
  DOCUMENT_FONT,
  renderPdf,
} from '../apps/server/src/product/documents/layout/pdf-engine.ts';
import { templateWriter } from '../apps/server/src/product/documents/templates/template-table.ts';

const TEMPLATE: DocumentTemplate = 'hbl-draft';

function hundredContainers(): DocumentSource {
  const shipment: Record<string, unknown> = {
    id: 'benchshipment01',
    company: DEMO_IDS.golfo,
    shipmentCode: 'OCN20269999',
    hblNumber: 'HB000000001',
    shipper: 'Textiles del Bajío, S.A. de C.V.',
    consignee: 'Distribuidora Peñasco',
    portOfLoad: 'Shanghai (CNSHA)',
    portOfArrival: 'Manzanillo (MXZLO)',
    vessel: 'Maersk Ñandú',
    voyage: '412E',
    containersList: Array.from({ length: 100 }, (_, i) => ({
      id: `c${i}`,
      number: `CSQU${String(300000 + i).padStart(6, '0')}0`,
      type: '45G1',
      seal: `SL${i}`,
      weightKg: 10_000 + i,
      volumeM3: 67.5,
      packages: 20,
    })),
  };
  return {
    collection: 'shipments_ocean',
    template: TEMPLATE,
    language: 'es',
    shipment,
    issuer: {
      name: 'Golfo Logistics',
      razonSocial: 'Golfo Logistics, S.A. de C.V.',
      rfc: 'GLO120315K72',
      direccion: 'Av. Marina Mercante 210, Veracruz',
      footer: 'Golfo Logistics · operaciones@golfo.test',
      terms: 'Condiciones generales de transporte. '.repeat(80),
      logo: null,
    },
    parties: new Map(),
    issuedAt: new Date('2026-12-03T12:00:00Z'),
    gaps: documentGaps(TEMPLATE, shipment),
  };
}

const writeBill = () => {
  const kit = documentKit(hundredContainers());
  return renderPdf(documentDefinition(kit, templateWriter('shipments_ocean', TEMPLATE)(kit)));
};
const writeEmpty = () => renderPdf({ content: [''], defaultStyle: { font: DOCUMENT_FONT } });

async function timings(write: () => Promise<Buffer>, runs: number): Promise<number[]> {
  for (let i = 0; i < 3; i += 1) await write();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await write();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

async function heapGrowth(write: () => Promise<Buffer>): Promise<{ at50: number; at200: number }> {
  let at50 = 0;
  for (let i = 1; i <= 200; i += 1) {
    await write();
    if (i === 50) at50 = heapMb();
  }
  return { at50, at200: heapMb() };
}

if (!(globalThis as { gc?: unknown }).gc)
  console.warn('Run with node --expose-gc for heap figures.');
const bytes = (await writeBill()).length;
const bill = await timings(writeBill, 15);
const empty = await timings(writeEmpty, 15);
const billHeap = await heapGrowth(writeBill);
const emptyHeap = await heapGrowth(writeEmpty);
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`House bill of lading, 100 containers (${(bytes / 1024).toFixed(0)} KB):`);
console.log(
  `  median ${ms(quantile(bill, 0.5))}, p95 ${ms(quantile(bill, 0.95))} (target < 500 ms)`,
);
console.log(
  `Empty one-page PDF: median ${ms(quantile(empty, 0.5))}, p95 ${ms(quantile(empty, 0.95))}`,
);
console.log(
  `  ratio bill / empty (medians): ${(quantile(bill, 0.5) / quantile(empty, 0.5)).toFixed(1)}×`,
);
console.log(
  `Heap after 50 and 200 bills: ${billHeap.at50.toFixed(1)} → ${billHeap.at200.toFixed(1)} MB (${(billHeap.at200 - billHeap.at50).toFixed(1)} MB growth)`,
);
console.log(
  `Heap after 50 and 200 empty PDFs: ${emptyHeap.at50.toFixed(1)} → ${emptyHeap.at200.toFixed(1)} MB (${(emptyHeap.at200 - emptyHeap.at50).toFixed(1)} MB growth)`,
);
console.log(quantile(bill, 0.5) < 500 ? 'Target met.' : 'Target missed.');
