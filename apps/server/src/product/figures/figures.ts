import {
  homeFigures,
  homeWeek,
  reportAnswer,
  reportFigureIds,
  reportFilterOptions,
  SHIPMENT_COLLECTION_NAMES,
  SHIPMENT_MODES,
  type FigurePage,
  type HomeFigures,
  type HomeMovement,
  type ReportAnswer,
  type ReportFact,
  type ReportFilterOptions,
  type ReportSummary,
  type ShipmentMode,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { FigureCache } from './figure-cache.ts';
import { factAt, type FigureEntry } from './figure-entry.ts';
import { FigureParams, MAX_PER_PAGE, type Query } from './figure-params.ts';
import { scopedEntries, type ScopedEntries } from './figure-scope.ts';
import { LruMemo } from './lru-memo.ts';
import { withUpdatedByNames } from './updated-by-names.ts';

type ComputedReport = {
  summary: ReportSummary;
  answer: ReportAnswer;
  byId: () => Map<string, ReportFact>;
};

const MINUTE_MS = 60_000;
const DEFAULT_PER_PAGE = 100;

/**
 * The dashboard home's and the reports page's figures, computed by the server over the
 * shipments the caller may see with the domain's own rules (decision 049). Figures are as of
 * the current minute, so answers for the same content, minute and parameters are kept and
 * reused (paging through a drill-down, several users of one company).
 */
export class Figures {
  readonly cache: FigureCache;
  private readonly merges = new LruMemo<readonly FigureEntry[]>(6);
  private readonly alls = new LruMemo<readonly FigureEntry[]>(6);
  private readonly options = new LruMemo<ReportFilterOptions>(8);
  /** Answers of the report (figures alone), and summaries with their shipments (drill-downs). */
  private readonly reports = new LruMemo<ComputedReport>(8);
  private readonly drills = new LruMemo<ComputedReport>(2);
  private readonly homes = new LruMemo<HomeFigures>(8);
  private readonly weeks = new LruMemo<HomeMovement[]>(8);

  constructor(
    private readonly core: Core,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.cache = new FigureCache(core.db, core.collections, clock);
  }

  /** The reports page's figures for the filters of `query`. */
  async report(ctx: RequestContext, query: Query): Promise<ReportAnswer> {
    return (await this.computedReport(ctx, new FigureParams(query), false)).answer;
  }

  /** A page of the shipments behind one figure of the report (`figure=`, see `reportFigureKey`). */
  async reportShipments(ctx: RequestContext, query: Query): Promise<FigurePage<ReportFact>> {
    const params = new FigureParams(query);
    const figure = params.required('figure');
    const { page, perPage } = paging(params);
    const report = await this.computedReport(ctx, params, true);
    const ids = reportFigureIds(report.summary, figure);
    if (ids === null) {
      params.fail('figure', 'validation_invalid_value', 'No figure of the report has this name.');
      params.check();
    }
    const byId = report.byId();
    const items = pageOf(ids!, page, perPage).flatMap((id) => byId.get(id) ?? []);
    return listPage(items, ids!.length, page, perPage, report.answer.asOf);
  }

  /** The dashboard home's figures. */
  async home(ctx: RequestContext, query: Query): Promise<HomeFigures> {
    const params = new FigureParams(query);
    const company = params.company();
    const weekLimit = params.integer('weekLimit', 8, 0, MAX_PER_PAGE);
    params.check();
    const scope = await this.scope(ctx, company);
    const asOf = this.asOf();
    const compute = () => homeFigures(entriesOf(scope), asOf, { weekLimit });
    const figures = scope.version
      ? this.homes.get(`${scope.version}|${asOf.getTime()}|${weekLimit}`, compute)
      : compute();
    return { ...figures, recent: await withUpdatedByNames(this.core, figures.recent) };
  }

  /** A page of the week's departures and arrivals, soonest first. */
  async homeWeek(ctx: RequestContext, query: Query): Promise<FigurePage<HomeMovement>> {
    const params = new FigureParams(query);
    const company = params.company();
    const { page, perPage } = paging(params);
    params.check();
    const scope = await this.scope(ctx, company);
    const asOf = this.asOf();
    const compute = () => homeWeek(entriesOf(scope), asOf);
    const week = scope.version
      ? this.weeks.get(`${scope.version}|${asOf.getTime()}`, compute)
      : compute();
    return listPage(pageOf(week, page, perPage), week.length, page, perPage, asOf.toISOString());
  }

  /**
   * Reads every company's shipments into entries, one company and mode after the other (each
   * a slice at a time), so that after a start the first person to open the home or the reports
   * does not wait for them.
   */
  async warm(): Promise<void> {
    for (const mode of SHIPMENT_MODES) {
      const collection = this.core.collections.find(`shipments_${mode}`);
      if (!collection) continue;
      for (const company of await this.cache.companies(collection))
        await this.cache.ordered(mode, company);
    }
  }

  /** A shipment was written on this server: its figures are read again on next use. */
  noteChange(collection: string, record: Record<string, unknown>): void {
    if (!(SHIPMENT_COLLECTION_NAMES as readonly string[]).includes(collection)) return;
    const mode = collection.slice('shipments_'.length) as ShipmentMode;
    this.cache.markChanged(mode, String(record.company ?? ''), String(record.id ?? ''));
  }

  /** The database was replaced: nothing kept holds. */
  clear(): void {
    this.cache.clear();
    const memos = [
      this.merges,
      this.alls,
      this.options,
      this.reports,
      this.drills,
      this.homes,
      this.weeks,
    ];
    for (const memo of memos) memo.clear();
  }

  private async computedReport(ctx: RequestContext, params: FigureParams, withIds: boolean) {
    const filters = params.reportFilters();
    const company = params.company();
    params.check();
    const scope = await this.scope(ctx, company);
    const asOf = this.asOf();
    const compute = (): ComputedReport => {
      const facts = scope.all.map((entry) => factAt(entry, asOf.getTime()));
      const options = scope.version
        ? this.options.get(scope.version, () => reportFilterOptions(facts))
        : undefined;
      let byId: Map<string, ReportFact> | undefined;
      return {
        ...reportAnswer(facts, filters, { asOf, options, withIds }),
        byId: () => (byId ??= new Map(facts.map((fact) => [fact.id, fact]))),
      };
    };
    if (!scope.version) return compute();
    const memo = withIds ? this.drills : this.reports;
    return memo.get(`${scope.version}|${asOf.getTime()}|${JSON.stringify(filters)}`, compute);
  }

  private scope(ctx: RequestContext, company: string | undefined): Promise<ScopedEntries> {
    return scopedEntries({
      core: this.core,
      cache: this.cache,
      merges: this.merges,
      alls: this.alls,
      ctx,
      company,
    });
  }

  /** Now, to the minute: figures move with time only as the notifications' minute clock does. */
  private asOf(): Date {
    return new Date(Math.floor(this.clock().getTime() / MINUTE_MS) * MINUTE_MS);
  }
}

function entriesOf(scope: ScopedEntries) {
  return scope.all.map((entry) => entry.home);
}

function paging(params: FigureParams) {
  return {
    page: params.integer('page', 1, 1, Number.MAX_SAFE_INTEGER),
    perPage: params.integer('perPage', DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
  };
}

function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

function listPage<T>(
  items: T[],
  total: number,
  page: number,
  perPage: number,
  asOf: string,
): FigurePage<T> {
  return { page, perPage, totalItems: total, totalPages: Math.ceil(total / perPage), asOf, items };
}
