import { Badge, Checkbox, VisuallyHidden } from '@mantine/core';
import type { ShipmentListRow } from '@rumbo/domain';
import { IconClockExclamation } from '@tabler/icons-react';
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExactDateTime, formatShortDateTime } from '@rumbo/domain';
import { DataGridPlaceholderCell } from '#ui/data-grid/data-grid.tsx';
import grid from '#ui/data-grid/data-grid.module.css';
import { useRelativeTime } from '#ui/relative-time.ts';
import { StatusBadge } from '#ui/status-badge.tsx';
import { useValueLabel } from '#lib/use-value-label.ts';
import classes from './shipments-grid.module.css';

// A line of text cut to its column; this list's cards set it inline.
const LINE = `${grid.line} ${classes.line}`;

export type ShipmentGridRowProps = {
  /** Undefined while the row's page is on its way: a placeholder takes its place. */
  row: ShipmentListRow | undefined;
  index: number;
  /** aria-rowindex: the row's position in the whole grid, header included. */
  rowIndex: number;
  /** Top of the row inside the list (px) and its fixed height. */
  start: number;
  height: number;
  /** The wide layout's columns; undefined for a card (laid out by CSS areas). */
  template?: string;
  isSelected: boolean;
  isPending: boolean;
  /** The row that takes the focus when tabbing into the list. */
  isTabStop: boolean;
  nowMs: number;
  onOpen: (id: string) => void;
  onToggle: (row: ShipmentListRow) => void;
  onRowKeyDown: (event: KeyboardEvent<HTMLDivElement>, index: number) => void;
  onRowFocus: (index: number) => void;
};

/**
 * One shipment of the list: a grid row whose cells the wide layout or the card layout places
 * (a placeholder while its page is on its way, in the same element, so the focus stays).
 */
export const ShipmentGridRow = memo(function ShipmentGridRow(props: ShipmentGridRowProps) {
  const { row, index, rowIndex, start, height, isSelected, isTabStop } = props;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-selected={isSelected}
      aria-busy={row ? undefined : true}
      tabIndex={isTabStop ? 0 : -1}
      data-index={index}
      className={grid.row}
      style={{
        height,
        gridTemplateColumns: props.template,
        transform: `translateY(${start}px)`,
      }}
      onClick={row ? () => props.onOpen(row.id) : undefined}
      onKeyDown={(event) => props.onRowKeyDown(event, index)}
      onFocus={() => props.onRowFocus(index)}
    >
      {row ? <RowCells {...props} row={row} /> : <PlaceholderCell />}
    </div>
  );
});

function RowCells(props: ShipmentGridRowProps & { row: ShipmentListRow }) {
  const { row, isSelected } = props;
  const { t } = useTranslation();
  const relativeTime = useRelativeTime();
  const valueLabel = useValueLabel();
  const name = row.code || row.reference || t('shipmentsList.noCode');
  return (
    <>
      <div role="gridcell" className={grid.cell} data-column="select">
        <Checkbox
          size="sm"
          tabIndex={-1}
          aria-label={t('shipmentsList.selectRow', { name })}
          checked={isSelected}
          onChange={() => props.onToggle(row)}
          onClick={(event) => event.stopPropagation()}
        />
      </div>
      <CodeCell row={row} isPending={props.isPending} />
      <div role="gridcell" className={grid.cell} data-column="reference">
        <span className={LINE}>{row.reference || '—'}</span>
      </div>
      <TwoLineCell column="parties" first={row.shipper} second={row.consignee} />
      <TwoLineCell column="route" first={row.origin} second={row.destination} />
      <div role="gridcell" className={grid.cell} data-column="status">
        {row.status && (
          <StatusBadge status={row.status} radius="sm" maw="100%">
            {valueLabel('statuses', row.status)}
          </StatusBadge>
        )}
      </div>
      <MilestoneCell row={row} nowMs={props.nowMs} />
      <div role="gridcell" className={grid.cell} data-column="updated">
        <time dateTime={row.updatedAt} title={formatExactDateTime(row.updatedAt)}>
          {relativeTime(row.updatedAt, new Date(props.nowMs))}
        </time>
      </div>
    </>
  );
}

/** A row whose page is still on its way: one cell that a screen reader hears as loading. */
function PlaceholderCell() {
  const { t } = useTranslation();
  return <DataGridPlaceholderCell role="gridcell" label={t('shipmentsList.loading')} />;
}

function CodeCell({ row, isPending }: { row: ShipmentListRow; isPending: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="gridcell" className={grid.cell} data-column="code">
      <span className={`${LINE} ${row.code ? classes.strong : grid.dimmed}`}>
        {row.code || t('shipmentsList.noCode')}
      </span>
      {isPending && (
        <Badge
          size="xs"
          variant="light"
          color="orange"
          radius="sm"
          tt="none"
          title={t('shipmentsList.pendingSyncHint')}
        >
          {t('shipmentsList.pendingSync')}
        </Badge>
      )}
    </div>
  );
}

type TwoLineCellProps = { column: 'parties' | 'route'; first: string; second: string };

/** "A → B" on two lines (or one, in a card). */
function TwoLineCell({ column, first, second }: TwoLineCellProps) {
  return (
    <div role="gridcell" className={grid.cell} data-column={column}>
      {/* Long names are cut to the column: the whole name shows on hover. */}
      <span className={LINE} title={first || undefined}>
        {first || '—'}
      </span>
      <span className={`${LINE} ${grid.dimmed}`} title={second || undefined}>
        {' '}
        → {second || '—'}
      </span>
    </div>
  );
}

function MilestoneCell({ row, nowMs }: { row: ShipmentListRow; nowMs: number }) {
  const { t } = useTranslation();
  const next = row.nextMilestone;
  if (!next)
    return (
      <div role="gridcell" className={grid.cell} data-column="nextMilestone">
        <span className={`${LINE} ${grid.dimmed}`}>{t('shipmentsList.noMilestone')}</span>
      </div>
    );
  const isOverdue = Date.parse(next.estimatedAt) < nowMs;
  return (
    <div role="gridcell" className={grid.cell} data-column="nextMilestone">
      <span className={LINE}>{t(`milestones.${next.key}`)} </span>
      <time
        dateTime={next.estimatedAt}
        title={formatExactDateTime(next.estimatedAt)}
        className={`${LINE} ${isOverdue ? classes.overdue : grid.dimmed}`}
      >
        {isOverdue && <IconClockExclamation size={13} aria-hidden className={classes.icon} />}
        {formatShortDateTime(next.estimatedAt)}
        {isOverdue && <VisuallyHidden> ({t('shipmentsList.overdue')})</VisuallyHidden>}
      </time>
    </div>
  );
}
