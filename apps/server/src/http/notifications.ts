import {
  isMilestoneKey,
  isShipmentMode,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_ROUTES,
  type NotificationPage,
  type NotificationPriority,
  type NotificationQuery,
  type NotificationSummary,
} from '@rumbo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '../core/records/identity.ts';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../core/records/list-page.ts';
import {
  forbidden,
  unauthorized,
  validationError,
  fieldError,
  type ErrorData,
} from '../tools/errors.ts';

/** What the product answers for one user's notifications (its rules live with the product). */
export interface NotificationFeedPort {
  summary(ctx: RequestContext): Promise<NotificationSummary>;
  page(
    ctx: RequestContext,
    query: NotificationQuery,
    page: number,
    perPage: number,
  ): Promise<NotificationPage>;
  acknowledge(ctx: RequestContext, query: NotificationQuery): Promise<number | null>;
}

const SIGN_IN_REQUIRED = 'The request requires valid record authorization token to be set.';

/**
 * `/api/rumbo/notifications…` (docs/decisions/047): a signed-in user's notifications as the bell
 * and the notifications page read them, counted and paged by the server. Each answers what the
 * `notifications` collection's list rule shows the caller; bad parameters get PocketBase's
 * validation error shape, naming the parameter.
 */
export function registerNotificationRoutes(app: FastifyInstance, feed: NotificationFeedPort): void {
  app.get(NOTIFICATION_ROUTES.summary, async (request) => feed.summary(signedIn(request)));

  app.get(NOTIFICATION_ROUTES.page, async (request) => {
    const ctx = signedIn(request);
    const { query, page, perPage } = readPageQuery(ctx.query);
    return feed.page(ctx, query, page, perPage);
  });

  app.post(NOTIFICATION_ROUTES.acknowledge, async (request) => {
    const ctx = signedIn(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const filters = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, value == null ? '' : String(value)]),
    );
    const acknowledged = await feed.acknowledge(ctx, readQuery({ ...filters, view: 'open' }));
    if (acknowledged === null) throw forbidden('Only users of the product have notifications.');
    return { acknowledged };
  });
}

function signedIn(request: FastifyRequest): RequestContext {
  if (request.ctx.identity.kind === 'guest') throw unauthorized(SIGN_IN_REQUIRED);
  return request.ctx;
}

function readPageQuery(params: Record<string, string>) {
  const errors: ErrorData = {};
  const page = positiveInteger(params.page, 1, 'page', errors);
  const perPage = Math.min(
    positiveInteger(params.perPage, DEFAULT_PER_PAGE, 'perPage', errors),
    MAX_PER_PAGE,
  );
  const query = readQuery(params, errors);
  return { query, page, perPage };
}

/** The filters of a request; an unknown value is refused rather than silently widened. */
function readQuery(params: Record<string, string>, errors: ErrorData = {}): NotificationQuery {
  const view = params.view || 'open';
  const priority = params.priority || null;
  const mode = params.mode || null;
  const milestone = params.milestone || null;
  if (view !== 'open' && view !== 'ack') errors.view = invalidValue();
  if (priority !== null && !NOTIFICATION_PRIORITIES.includes(priority as NotificationPriority))
    errors.priority = invalidValue();
  if (mode !== null && !isShipmentMode(mode)) errors.mode = invalidValue();
  if (milestone !== null && !isMilestoneKey(milestone)) errors.milestone = invalidValue();
  if (Object.keys(errors).length > 0) throw validationError(errors, 'Invalid notifications query.');
  return { view, priority, mode, milestone } as NotificationQuery;
}

function positiveInteger(
  value: string | undefined,
  fallback: number,
  name: string,
  errors: ErrorData,
): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
    errors[name] = fieldError(
      'validation_min_number_constraint',
      'Must be a whole number of at least 1.',
    );
    return fallback;
  }
  return number;
}

function invalidValue() {
  return fieldError('validation_invalid_value', 'Must be a valid value.');
}
