import {
  isMilestoneKey,
  isShipmentMode,
  NOTIFICATION_PRIORITIES,
  type MilestoneKey,
  type NotificationPriority,
  type ShipmentMode,
} from '@rumbo/domain';

/** Which notifications the page lists: the open ones, or the ones marked as seen. */
export type NotificationView = 'open' | 'ack';

export type NotificationFilters = {
  view: NotificationView;
  priority: NotificationPriority | null;
  mode: ShipmentMode | null;
  milestone: MilestoneKey | null;
};

export type NotificationFilterKey = Exclude<keyof NotificationFilters, 'view'>;

// The page's query parameters (SPEC §2 links pre-filter it with ?priority=, ?mode=, ?milestone=).
const VIEW_PARAM = 'status';

/** The filters in a URL; unknown values are ignored rather than matching nothing. */
export function readNotificationFilters(params: URLSearchParams): NotificationFilters {
  const priority = params.get('priority');
  const mode = params.get('mode');
  const milestone = params.get('milestone');
  return {
    view: params.get(VIEW_PARAM) === 'ack' ? 'ack' : 'open',
    priority: isPriority(priority) ? priority : null,
    mode: isShipmentMode(mode) ? mode : null,
    milestone: isMilestoneKey(milestone) ? milestone : null,
  };
}

/** The URL parameters for the filters, leaving out the defaults and keeping unrelated ones. */
export function writeNotificationFilters(
  filters: NotificationFilters,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  setOrDelete(next, VIEW_PARAM, filters.view === 'ack' ? 'ack' : null);
  setOrDelete(next, 'priority', filters.priority);
  setOrDelete(next, 'mode', filters.mode);
  setOrDelete(next, 'milestone', filters.milestone);
  return next;
}

function setOrDelete(params: URLSearchParams, key: string, value: string | null): void {
  if (value) params.set(key, value);
  else params.delete(key);
}

function isPriority(value: string | null): value is NotificationPriority {
  return (NOTIFICATION_PRIORITIES as readonly (string | null)[]).includes(value);
}
