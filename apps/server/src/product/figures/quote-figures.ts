import {
  FIGURE_PATHS,
  canSeeTariffs,
  isPlatformAdmin,
  quoteReport,
  type QuoteReport,
  type QuoteReportSource,
} from '@rumbo/domain';
import type { FastifyInstance } from 'fastify';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { ruleFor } from '../../core/records/record-access.ts';
import { forbidden, unauthorized } from '../../tools/errors.ts';
import { FigureParams, type Query } from './figure-params.ts';
import { AUTH_REQUIRED } from './figure-scope.ts';

/** The reports page's quotes section: the report, and the time it is as of. */
export type QuoteReportAnswer = QuoteReport & { asOf: string };

export const NO_QUOTES_ON_PLAN = 'The membership plan of your company does not include quotes.';

const COLUMNS: (keyof QuoteReportSource)[] = [
  'state',
  'sentAt',
  'decidedAt',
  'date',
  'client',
  'clientName',
  'origin',
  'destination',
  'mode',
  'currency',
  'totals',
  'chosenOption',
];

/** `GET /api/rumbo/reports/quotes`: the reports page's quotes section (issue 38). */
export function registerQuoteFigureRoute(app: FastifyInstance, core: Core): void {
  app.get(FIGURE_PATHS.reportQuotes, (request) =>
    quoteFigures(core, request.ctx, request.ctx.query),
  );
}

/**
 * The quotes report (issue 38) for `from`/`to` (`YYYY-MM-DD`, each optional) over the quotes
 * the caller may list, decided by the `quotes` list rule exactly as for `GET …/records`: their
 * own company's while its membership is active, every company's (or the one `company` names)
 * for platform admins and operators. A `company` sent by anyone else only narrows what the rule
 * already admits. Guests get 401; people of a company on the silver plan, which has no quotes,
 * 403; bad parameters 400 in PocketBase's shape.
 */
export async function quoteFigures(
  core: Core,
  ctx: RequestContext,
  query: Query,
  now: Date = new Date(),
): Promise<QuoteReportAnswer> {
  const params = new FigureParams(query);
  const period = params.period();
  const company = params.company();
  params.check();
  const own = await ownCompanyWithQuotes(core, ctx);
  const collection = core.collections.find('quotes');
  const quotes = collection
    ? await core.reader.select({
        collection,
        ctx,
        conditions: [
          ruleFor(collection, 'listRule', ctx) ?? '',
          companyFilter(company ?? own ?? undefined),
          periodFilter(period),
        ],
        allowHiddenFields: ctx.identity.kind === 'admin',
        mode: 'rows',
        columns: COLUMNS,
      })
    : [];
  return {
    ...quoteReport(quotes as unknown as QuoteReportSource[], period),
    asOf: now.toISOString(),
  };
}

/**
 * The caller's own company (undefined for operators and platform admins), refusing a guest and
 * a company whose plan has no quotes (the collection's rule would only answer with nothing).
 */
async function ownCompanyWithQuotes(core: Core, ctx: RequestContext): Promise<string | null> {
  const { identity } = ctx;
  if (identity.kind === 'guest') throw unauthorized(AUTH_REQUIRED);
  if (identity.kind === 'admin') return null;
  const user = identity.record as { role?: string; company?: string };
  if (isPlatformAdmin(user)) return null;
  const company = typeof user.company === 'string' ? user.company : '';
  if (!company) return null;
  const row = await core.db.get<{ membershipPlan: unknown }>(
    `SELECT "membershipPlan" FROM "companies" WHERE "id" = ?`,
    [company],
  );
  if (row && !canSeeTariffs(row.membershipPlan)) throw forbidden(NO_QUOTES_ON_PLAN);
  return company;
}

/** The figure params' company is a checked record id, so it is safe inside the filter. */
function companyFilter(company: string | undefined): string {
  return company === undefined ? '' : `company = "${company}"`;
}

/**
 * Only the quotes that may fall in the period, so years of quotes are not read for a month's
 * report: one of the days a quote can count on (sent, decided, its date) within the period
 * widened by a day each way (the report counts days in UTC−6). The report then places each
 * quote exactly. The days are checked `YYYY-MM-DD`, so they are safe inside the filter.
 */
function periodFilter({ from, to }: { from: string; to: string }): string {
  const fields = ['sentAt', 'decidedAt', 'date'];
  const parts: string[] = [];
  if (from) {
    const after = shiftDay(from, -1);
    parts.push(`(${fields.map((field) => `${field} >= "${after}"`).join(' || ')})`);
  }
  if (to) {
    const before = shiftDay(to, 2);
    parts.push(`(${fields.map((field) => `${field} < "${before}"`).join(' || ')})`);
  }
  return parts.join(' && ');
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
