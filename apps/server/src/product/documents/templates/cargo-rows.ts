import { airCargoTotals, listItems } from '@rumbo/domain';
import { itemsTable, textOf, type DocumentKit } from '../layout/document-layout.ts';

// The cargo lists templates share: containers, loose cargo, ULDs and loose air pieces, each
// with its totals row.

/** The column's total, or null (printed as a dash) when no row gives the value. */
const sum = (rows: Record<string, unknown>[], field: string): number | null =>
  rows.some((row) => Number.isFinite(Number(row[field])) && row[field] !== '' && row[field] != null)
    ? rows.reduce((total, row) => total + (Number(row[field]) || 0), 0)
    : null;

export function containersTable(kit: DocumentKit) {
  const { texts, number } = kit;
  const rows = listItems(kit.source.shipment.containersList);
  if (rows.length === 0) return null;
  return itemsTable({
    headers: [
      '#',
      texts.container,
      texts.type,
      texts.seal,
      texts.packages,
      texts.weightKg,
      texts.volumeM3,
    ],
    widths: [18, '*', 40, 70, 44, 64, 54],
    numeric: [0, 4, 5, 6],
    rows: rows.map((row, index) => [
      String(index + 1),
      textOf(row.number),
      textOf(row.type),
      textOf(row.seal),
      number(row.packages),
      number(row.weightKg),
      number(row.volumeM3, 2),
    ]),
    totals: [
      '',
      `${texts.totals}: ${rows.length}`,
      '',
      '',
      number(sum(rows, 'packages')),
      number(sum(rows, 'weightKg')),
      number(sum(rows, 'volumeM3'), 2),
    ],
  });
}

export function looseCargoTable(kit: DocumentKit) {
  const { texts, number } = kit;
  const rows = listItems(kit.source.shipment.lclItems);
  if (rows.length === 0) return null;
  return itemsTable({
    headers: ['#', texts.description, texts.packages, texts.weightKg, texts.volumeM3],
    widths: [18, '*', 50, 70, 60],
    numeric: [0, 2, 3, 4],
    rows: rows.map((row, index) => [
      String(index + 1),
      textOf(row.description),
      number(row.packages),
      number(row.weightKg),
      number(row.volumeM3, 2),
    ]),
    totals: [
      '',
      texts.totals,
      number(sum(rows, 'packages')),
      number(sum(rows, 'weightKg')),
      number(sum(rows, 'volumeM3'), 2),
    ],
  });
}

export function uldTable(kit: DocumentKit) {
  const { texts, number } = kit;
  const rows = listItems(kit.source.shipment.uldsList);
  if (rows.length === 0) return null;
  return itemsTable({
    headers: ['#', texts.uld, texts.type, texts.pieces, texts.grossKg, texts.volumeM3],
    widths: [18, '*', 50, 50, 70, 60],
    numeric: [0, 3, 4, 5],
    rows: rows.map((row, index) => [
      String(index + 1),
      textOf(row.uldNumber),
      textOf(row.type),
      number(row.pieces),
      number(row.weightKg),
      number(row.volumeM3, 2),
    ]),
  });
}

export function airPiecesTable(kit: DocumentKit) {
  const { texts, number } = kit;
  const rows = listItems(kit.source.shipment.looseItems);
  if (rows.length === 0) return null;
  const dimensions = (row: Record<string, unknown>) =>
    [row.lengthCm, row.widthCm, row.heightCm].every((cm) => Number(cm) > 0)
      ? `${number(row.lengthCm)} × ${number(row.widthCm)} × ${number(row.heightCm)}`
      : textOf(row.dimensionsCm);
  return itemsTable({
    headers: ['#', texts.description, texts.pieces, texts.dimensions, texts.grossKg],
    widths: [18, '*', 44, 100, 70],
    numeric: [0, 2, 4],
    rows: rows.map((row, index) => [
      String(index + 1),
      textOf(row.description),
      number(row.pieces),
      dimensions(row),
      number(row.weightKg),
    ]),
  });
}

/** Pieces, gross, volume and chargeable weight (the 1:6000 rule) of an air shipment. */
export function airTotals(kit: DocumentKit) {
  const { shipment } = kit.source;
  const totals = airCargoTotals(listItems(shipment.uldsList), listItems(shipment.looseItems));
  return {
    totals,
    pairs: [
      [kit.texts.pieces, kit.number(totals.pieces)],
      [kit.texts.grossKg, kit.number(totals.grossKg, 1)],
      // No volume given anywhere is unknown, not zero.
      [
        kit.texts.volumeM3,
        totals.volumeM3 > 0 ? kit.number(totals.volumeM3, 3) : kit.texts.notShown,
      ],
      [
        kit.texts.chargeableKg,
        `${kit.number(totals.chargeableKg, 1)} (${kit.texts.volumetricRule})`,
      ],
    ] as [string, string][],
  };
}
