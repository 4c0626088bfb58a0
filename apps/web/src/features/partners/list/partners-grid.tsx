import { useTranslation } from 'react-i18next';
import { ColumnHeader } from '#ui/data-grid/column-header.tsx';
import gridClasses from '#ui/data-grid/data-grid.module.css';
import { DataGrid, DataGridHeader, DataGridPlaceholderCell } from '#ui/data-grid/data-grid.tsx';
import { useVirtualRows } from '#ui/data-grid/use-virtual-rows.ts';
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

/**
 * The partners as a table, virtualised (the shared data grid): only the rows in view are drawn
 * and read, so thousands of partners scroll like fifty. Narrow screens get one card per
 * partner. Rows do not take the focus: each partner's name is the link that opens it.
 */
export function PartnersGrid(props: PartnersGridProps) {
  const { t } = useTranslation();
  const { count, rowAt, layout, onRange } = props;
  const rowHeight = PARTNER_ROW_HEIGHT[layout];
  const headerHeight = layout === 'table' ? PARTNER_HEADER_HEIGHT : 0;
  const columns = partnerColumns(props.withCompany);
  const template = layout === 'table' ? partnerGridTemplate(columns) : undefined;
  const { scrollerRef, rows, totalSize, rowCount } = useVirtualRows({
    count,
    rowHeight,
    headerHeight,
    onRange,
  });
  return (
    <DataGrid
      role="table"
      label={props.label}
      layout={layout}
      scrollerRef={scrollerRef}
      totalSize={totalSize}
      rowCount={rowCount}
      className={classes.table}
      header={
        template && (
          <DataGridHeader height={headerHeight} template={template}>
            {columns.map((column) => (
              <ColumnHeader key={column} label={t(`partners.columns.${column}`)} />
            ))}
          </DataGridHeader>
        )
      }
    >
      {rows.map((item) => {
        const row = rowAt(item.index);
        if (!row)
          return (
            <div
              key={item.index}
              role="row"
              aria-rowindex={item.rowIndex}
              aria-busy
              className={gridClasses.row}
              style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
            >
              <DataGridPlaceholderCell role="cell" label={t('partners.loading')} />
            </div>
          );
        return (
          <PartnerGridRow
            key={item.index}
            row={row}
            rowIndex={item.rowIndex}
            start={item.start}
            height={rowHeight}
            template={template}
            columns={columns}
            isPending={props.pendingIds.has(row.id)}
            href={props.hrefFor(row.id)}
            onOpen={props.onOpen}
          />
        );
      })}
    </DataGrid>
  );
}
