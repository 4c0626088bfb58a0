import { useVirtualizer } from '@tanstack/react-virtual';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PARTNER_HEADER_HEIGHT,
  PARTNER_ROW_HEIGHT,
  partnerColumns,
  partnerGridTemplate,
  type PartnerGridLayout,
} from './partner-grid-columns.ts';
import { PartnerGridRow, type PartnerRowView } from './partner-grid-row.tsx';
import classes from './partners-grid.module.css';

export type PartnersGridProps = {
  /** How many partners the list has, and row `index` (undefined while its page is on its way). */
  count: number;
  rowAt: (index: number) => PartnerRowView | undefined;
  /** The first and last row drawn, whenever they change: their pages are read. */
  onRange: (start: number, end: number) => void;
  layout: PartnerGridLayout;
  label: string;
  withCompany: boolean;
  pendingIds: ReadonlySet<string>;
  hrefFor: (id: string) => string;
  onOpen: (id: string) => void;
};

// Rows drawn beyond the visible ones, so fast scrolling does not show blank space.
const OVERSCAN = 8;

/**
 * The partners as a table, virtualised: only the rows in view (plus a few) are in the DOM, at
 * fixed heights, and only their pages are read from the server, so thousands of partners
 * scroll like fifty. Narrow screens get one card per partner.
 */
export function PartnersGrid(props: PartnersGridProps) {
  const { t } = useTranslation();
  const { count, rowAt, layout, onRange } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const rowHeight = PARTNER_ROW_HEIGHT[layout];
  const headerHeight = layout === 'table' ? PARTNER_HEADER_HEIGHT : 0;
  const columns = partnerColumns(props.withCompany);
  const template = layout === 'table' ? partnerGridTemplate(columns) : undefined;
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: headerHeight,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => onRange(first, last), [first, last, onRange]);
  const firstRowIndex = layout === 'table' ? 2 : 1;
  return (
    <div ref={scrollerRef} className={classes.scroller}>
      <div
        role="table"
        aria-label={props.label}
        aria-rowcount={count + firstRowIndex - 1}
        className={classes.table}
        data-layout={layout}
      >
        {layout === 'table' && (
          <div role="rowgroup">
            <div
              role="row"
              aria-rowindex={1}
              className={classes.header}
              style={{ height: headerHeight, gridTemplateColumns: template }}
            >
              {columns.map((column) => (
                <div key={column} role="columnheader" className={classes.cell}>
                  <span className={classes.line}>{t(`partners.columns.${column}`)}</span>
                </div>
              ))}
            </div>
          </div>
        )}
        <div
          role="rowgroup"
          className={classes.body}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const row = rowAt(item.index);
            if (!row)
              return (
                <div
                  key={item.index}
                  role="row"
                  aria-rowindex={item.index + firstRowIndex}
                  aria-busy
                  className={classes.row}
                  style={{
                    height: rowHeight,
                    transform: `translateY(${item.start - headerHeight}px)`,
                  }}
                >
                  <div role="cell" className={classes.placeholder}>
                    <VisuallyHidden>{t('partners.loading')}</VisuallyHidden>
                    <Skeleton height={12} radius="sm" aria-hidden />
                  </div>
                </div>
              );
            return (
              <PartnerGridRow
                key={item.index}
                row={row}
                rowIndex={item.index + firstRowIndex}
                start={item.start - headerHeight}
                height={rowHeight}
                template={template}
                columns={columns}
                isPending={props.pendingIds.has(row.id)}
                href={props.hrefFor(row.id)}
                onOpen={props.onOpen}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
