import {
  positionOf,
  type HistoryChange,
  type HistoryEntry,
  formatShortDateTime,
} from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { historyValueText } from './history-value-text.ts';

/** How a screen names its record's fields in the history (its form's own labels). */
export type HistoryLabels = {
  /** The label of a field, as the record's form shows it. */
  fieldLabel: (field: string) => string;
  /** The label of a member inside a JSON field's item (a container's seal); the key itself when unknown. */
  memberLabel?: (field: string, member: string) => string;
  /** Fields, or members of JSON items, that hold calendar days (shown as the day, not a time). */
  dayFields?: ReadonlySet<string>;
  /**
   * A field's stored value as the record's form names it (a status in the chosen language), or
   * undefined to show it as stored. A value inside a JSON field's item is asked for as
   * `field.member` (e.g. `parties.partner`, a partner's id shown by its name).
   */
  valueLabel?: (field: string, value: unknown) => string | undefined;
};

export type HistoryTextTools = HistoryLabels & { t: TFunction };

/** A marker beside an entry's time: how the change reached the server, when not a plain edit. */
export type HistoryMarker = { source: HistoryEntry['source']; text: string };

/**
 * The words of one change, without who made it ("changed Vessel from Ever Given to Ever Ace"):
 * a secret as the bare fact, files by name, a list item added or removed by its label, any other
 * value from before to after, or set or cleared when one side is empty.
 */
export function changeText(change: HistoryChange, tools: HistoryTextTools): string {
  const { t } = tools;
  const field = placeLabel(change, tools);
  if (change.secret) return t('history.change.secret', { field });
  if (change.added || change.removed) return filesText(change, field, t);
  const item = isListItem(change) ? (change.item ?? t('history.anItem')) : undefined;
  const whole = tools.fieldLabel(change.field);
  if (item !== undefined && isEmpty(change.before))
    return t('history.change.itemAdded', { item, field: whole });
  if (item !== undefined && isEmpty(change.after))
    return t('history.change.itemRemoved', { item, field: whole });
  const isDay = isDayPlace(change, tools);
  const before = valueText(change, change.before, tools, isDay);
  const after = valueText(change, change.after, tools, isDay);
  if (isEmpty(change.before)) return t('history.change.set', { field, after });
  if (isEmpty(change.after)) return t('history.change.cleared', { field, before });
  return t('history.change.changed', { field, before, after });
}

/**
 * An entry's headline, with who made it: a create, delete or restore as such; one change as a
 * sentence ("Ana Pérez changed …"); several as their count, each then shown by `changeText`.
 * `changes` are those shown (all of the entry's, or the ones of the field filtered on).
 */
export function entryHeadline(
  entry: HistoryEntry,
  changes: readonly HistoryChange[],
  tools: HistoryTextTools,
): string {
  const { t } = tools;
  const name = actorName(entry, t);
  if (entry.action === 'create') return t('history.headline.created', { name });
  if (entry.action === 'delete') return t('history.headline.deleted', { name });
  if (entry.action === 'restore') return t('history.headline.restored', { name });
  const [only] = changes;
  if (changes.length === 1 && only)
    return t('history.headline.one', { name, change: changeText(only, tools) });
  return t('history.headline.many', { name, count: changes.length });
}

/** The changes listed under an entry's headline (none when the headline already says it). */
export function entryDetails(
  entry: HistoryEntry,
  changes: readonly HistoryChange[],
  tools: HistoryTextTools,
): string[] {
  const saysAll = entry.action === 'update' && changes.length === 1;
  return saysAll || entry.action === 'delete' ? [] : changes.map((it) => changeText(it, tools));
}

/** The markers of an entry: made offline (and when), merged, imported, an undo, restored … */
export function entryMarkers(entry: HistoryEntry, t: TFunction): HistoryMarker[] {
  const { source } = entry;
  if (source === 'web' || (source === 'restore' && entry.action === 'restore')) return [];
  if (source === 'offline') {
    const time = formatShortDateTime(entry.madeAt);
    const text = time
      ? t('history.markers.offline', { time })
      : t('history.markers.offlineUntimed');
    return [{ source, text }];
  }
  return [{ source, text: t(`history.markers.${source}`) }];
}

/** Who made an entry, as the server recorded their name ("Someone" when it has none). */
export function actorName(entry: HistoryEntry, t: TFunction): string {
  return entry.actor.name.trim() || t('history.someone');
}

/** Where a change is: the field, then inside a JSON field the item's label and the member. */
function placeLabel(change: HistoryChange, tools: HistoryTextTools): string {
  const field = tools.fieldLabel(change.field);
  const path = change.path ?? [];
  if (path.length === 0) return field;
  const [first = '', ...members] = path;
  const memberLabel = tools.memberLabel ?? ((_: string, member: string) => member);
  const position = positionOf(first);
  const parts = [
    change.item ?? (position === null ? memberLabel(change.field, first) : `#${position + 1}`),
    ...members.map((member) => memberLabel(change.field, member)),
  ];
  return tools.t('history.place', { field, place: parts.join(' › ') });
}

/** A value of a change: named by the screen when it knows the field's values, else as stored. */
function valueText(
  change: HistoryChange,
  value: unknown,
  tools: HistoryTextTools,
  isDay: boolean,
): string {
  const member = change.path?.at(-1);
  const place = member === undefined ? change.field : `${change.field}.${member}`;
  const named = !isEmpty(value) ? tools.valueLabel?.(place, value) : undefined;
  return named ?? historyValueText(tools.t, value, isDay);
}

function filesText(change: HistoryChange, field: string, t: TFunction): string {
  const added = (change.added ?? []).join(', ');
  const removed = (change.removed ?? []).join(', ');
  if (added && removed) return t('history.change.filesReplaced', { field, added, removed });
  if (added) return t('history.change.filesAdded', { field, files: added });
  return t('history.change.filesRemoved', { field, files: removed });
}

function isDayPlace(change: HistoryChange, tools: HistoryTextTools): boolean {
  const place = change.path?.at(-1) ?? change.field;
  return tools.dayFields?.has(place) ?? false;
}

/** A whole list item added or removed: its place is its id, its value the item itself. */
function isListItem(change: HistoryChange): boolean {
  const [id, ...rest] = change.path ?? [];
  const value = (isEmpty(change.before) ? change.after : change.before) as { id?: unknown } | null;
  return id !== undefined && rest.length === 0 && typeof value === 'object' && value?.id === id;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}
