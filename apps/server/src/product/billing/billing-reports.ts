import { agingReport, toCents, todayInBusinessTime, type AgingBucket } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { badRequest } from '../../tools/errors.ts';
import { collectionNamed } from './server-writes.ts';

// The receivables reports (issue 39): the aging of what clients owe and a client's statement,
// read through the record reader with the caller's list rules, so they admit exactly the
// invoices and payments the caller could list (tenant isolation is the collections' own).

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Row = Record<string, unknown>;

/** The rows of `collection` the caller may list, with `filter`, only these columns. */
async function listed(
  core: Core,
  ctx: RequestContext,
  name: string,
  filter: string,
  columns: string[],
) {
  const { sql, params } = await core.reader.listedRowsQuery(collectionNamed(core, name), ctx, {
    filter,
    columns,
  });
  return core.db.all<Row>(sql, params);
}

/** The caller's own company, when their account names one: the reports are of one company. */
function companyFilter(ctx: RequestContext): string {
  const company = ctx.identity.kind === 'record' ? ctx.identity.record.company : undefined;
  const asked = ctx.query.company;
  const id = typeof company === 'string' && company !== '' ? company : asked;
  if (id === undefined || id === '') return '';
  if (!/^[a-z0-9]{15}$/.test(id)) throw badRequest('Invalid company.');
  return ` && company = "${id}"`;
}

const dayOf = (value: unknown) => String(value ?? '').slice(0, 10);

/** What clients owe on `day`, by how late, per currency (balances of stamped invoices). */
export async function agingAnswer(core: Core, ctx: RequestContext, day: string | undefined) {
  const on = day && DAY.test(day) ? day : todayInBusinessTime(new Date());
  const rows = await listed(
    core,
    ctx,
    'invoices',
    `(state = "stamped" || state = "partiallyPaid")${companyFilter(ctx)}`,
    ['client', 'clientName', 'currency', 'total', 'paid', 'dueDate'],
  );
  const names = new Map(rows.map((row) => [String(row.client), String(row.clientName ?? '')]));
  const report = agingReport(
    rows.map((row) => ({
      client: String(row.client),
      currency: String(row.currency),
      total: Number(row.total),
      paid: Number(row.paid),
      dueDate: dayOf(row.dueDate),
    })),
    on,
  );
  return {
    day: on,
    currencies: report.totals.map((totals) => ({
      currency: totals.currency,
      rows: report.clients
        .filter((row) => row.currency === totals.currency)
        .map((row) => ({
          client: row.client,
          clientName: names.get(row.client) ?? '',
          buckets: row.buckets,
          total: row.total,
        })),
      totals: { ...totals.buckets, total: totals.total } as Record<AgingBucket, number> & {
        total: number;
      },
    })),
  };
}

type Entry = {
  date: string;
  kind: 'invoice' | 'payment' | 'cancellation';
  id: string;
  code: string;
  uuid: string;
  charge: number;
  credit: number;
  balance: number;
  dueDate?: string;
  state?: string;
  currency: string;
};

/**
 * A client's statement per currency: stamped invoices charge, payments credit, a cancellation
 * reverses what it cancels; with the opening balance before `from` and the running balance.
 */
export async function statementAnswer(
  core: Core,
  ctx: RequestContext,
  partnerId: string,
  range: { from?: string; to?: string },
) {
  const partner = await core.reader.view(collectionNamed(core, 'partners'), partnerId, ctx);
  const client = `client = "${String(partner.id)}"`;
  const invoices = await listed(core, ctx, 'invoices', `${client} && uuid != ""`, [
    'id',
    'code',
    'uuid',
    'currency',
    'total',
    'state',
    'issuedAt',
    'dueDate',
    'cancelledAt',
  ]);
  const payments = await listed(core, ctx, 'payments', `${client} && state != "sealed"`, [
    'id',
    'code',
    'uuid',
    'currency',
    'amount',
    'state',
    'date',
    'cancelledAt',
  ]);
  const entries: Entry[] = [];
  for (const row of invoices) {
    const base = {
      id: String(row.id),
      code: String(row.code),
      uuid: String(row.uuid),
      currency: String(row.currency),
      balance: 0,
    };
    const total = Number(row.total);
    entries.push({
      ...base,
      date: dayOf(row.issuedAt),
      kind: 'invoice',
      charge: total,
      credit: 0,
      dueDate: dayOf(row.dueDate),
      state: String(row.state),
    });
    if (row.state === 'cancelled')
      entries.push({
        ...base,
        date: dayOf(row.cancelledAt),
        kind: 'cancellation',
        charge: 0,
        credit: total,
      });
  }
  for (const row of payments) {
    const base = {
      id: String(row.id),
      code: String(row.code),
      uuid: String(row.uuid ?? ''),
      currency: String(row.currency),
      balance: 0,
    };
    const amount = Number(row.amount);
    entries.push({
      ...base,
      date: dayOf(row.date),
      kind: 'payment',
      charge: 0,
      credit: amount,
      state: String(row.state),
    });
    if (row.state === 'cancelled')
      entries.push({
        ...base,
        date: dayOf(row.cancelledAt),
        kind: 'cancellation',
        charge: amount,
        credit: 0,
      });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.code.localeCompare(b.code));
  const from = range.from && DAY.test(range.from) ? range.from : '';
  const to = range.to && DAY.test(range.to) ? range.to : '';
  const currencies = [...new Set(entries.map((entry) => entry.currency))].sort();
  return {
    client: {
      id: String(partner.id),
      name: String(partner.razonSocial || partner.displayName || ''),
      rfc: String(partner.rfc ?? ''),
    },
    currencies: currencies.map((currency) => {
      let cents = 0;
      let opening = 0;
      const shown: Omit<Entry, 'currency'>[] = [];
      for (const { currency: own, ...entry } of entries) {
        if (own !== currency || (to && entry.date > to)) continue;
        cents += toCents(entry.charge) - toCents(entry.credit);
        if (from && entry.date < from) opening = cents / 100;
        else shown.push({ ...entry, balance: cents / 100 });
      }
      return { currency, opening, entries: shown, closing: cents / 100 };
    }),
  };
}
