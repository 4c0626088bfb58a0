import type { ShipmentSortKey } from '@rumbo/domain';

export type GridColumnKey =
  'code' | 'reference' | 'parties' | 'route' | 'status' | 'nextMilestone' | 'updated';

export type GridColumn = {
  key: GridColumnKey;
  /** What a click on the header sorts by; null for a column that does not sort. */
  sortKey: ShipmentSortKey | null;
  /** CSS grid track of the wide layout. */
  track: string;
};

/** The wide layout's columns after the selection box, in order. */
export const GRID_COLUMNS: readonly GridColumn[] = [
  { key: 'code', sortKey: 'code', track: 'minmax(8.75rem, 0.8fr)' },
  { key: 'reference', sortKey: 'reference', track: 'minmax(6.75rem, 0.7fr)' },
  { key: 'parties', sortKey: null, track: 'minmax(9rem, 1.8fr)' },
  { key: 'route', sortKey: 'origin', track: 'minmax(9rem, 1.8fr)' },
  { key: 'status', sortKey: 'status', track: 'minmax(8rem, 0.8fr)' },
  { key: 'nextMilestone', sortKey: 'nextMilestone', track: 'minmax(9.5rem, 1.1fr)' },
  { key: 'updated', sortKey: 'updatedAt', track: 'minmax(5.75rem, 0.6fr)' },
];

const SELECT_TRACK = '2.75rem';

/** `grid-template-columns` of every row of the wide layout. */
export const GRID_TEMPLATE = [SELECT_TRACK, ...GRID_COLUMNS.map((column) => column.track)].join(
  ' ',
);

/** Fixed row heights (px): the virtual list positions rows without measuring them. */
export const ROW_HEIGHT = { table: 56, cards: 132 } as const;
export const HEADER_HEIGHT = 44;

export type GridLayout = keyof typeof ROW_HEIGHT;
