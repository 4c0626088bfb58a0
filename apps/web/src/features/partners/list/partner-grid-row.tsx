import { Badge } from '@mantine/core';
import type { PartnerListRow } from '@rumbo/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import grid from '#ui/data-grid/data-grid.module.css';
import type { PartnerColumn } from './partner-grid-columns.ts';
import classes from './partners-grid.module.css';
import { roleColor } from './role-color.ts';

// A cell of the shared grid; this list's cards lay cells out by column and hide empty ones.
const CELL = `${grid.cell} ${classes.cell}`;

export type PartnerRowView = PartnerListRow & { companyName: string };

export type PartnerGridRowProps = {
  row: PartnerRowView;
  /** aria-rowindex: the row's position in the whole table, header included. */
  rowIndex: number;
  start: number;
  height: number;
  template?: string;
  columns: readonly PartnerColumn[];
  isPending: boolean;
  /** The link that opens the partner (`?open={id}`). */
  href: string;
  onOpen: (id: string) => void;
};

/** One partner: a table row, or a card on narrow screens. Its name is the link to open it. */
export const PartnerGridRow = memo(function PartnerGridRow(props: PartnerGridRowProps) {
  const { row, columns } = props;
  const { t } = useTranslation();
  const [contact, ...others] = row.contacts;
  const cells: Record<PartnerColumn, React.ReactNode> = {
    name: (
      <>
        <Link to={props.href} className={`${grid.line} ${classes.nameLink}`}>
          {row.displayName}
        </Link>
        {props.isPending && (
          <Badge
            size="xs"
            variant="light"
            color="orange"
            radius="sm"
            tt="none"
            title={t('partners.pendingSyncHint')}
          >
            {t('partners.pendingSync')}
          </Badge>
        )}
      </>
    ),
    role: row.rol ? (
      // The dot carries the colour; the label keeps the text colour, readable in both themes.
      <Badge variant="dot" color={roleColor(row.rol)} radius="sm" tt="none">
        {t(`partners.roles.${row.rol}`)}
      </Badge>
    ) : (
      <span className={grid.dimmed}>{t('partners.noRole')}</span>
    ),
    type: row.tipo ? (
      <span title={t(`partners.typeHints.${row.tipo}`)}>{t(`partners.types.${row.tipo}`)}</span>
    ) : null,
    rfc: row.rfc ? <span className={grid.line}>{row.rfc}</span> : null,
    contact: contact ? (
      <span
        className={grid.line}
        title={[contact.nombre, contact.email, contact.telefono].filter(Boolean).join(' · ')}
      >
        {contact.nombre}
        {contact.email && <span className={grid.dimmed}> · {contact.email}</span>}
        {others.length > 0 && (
          <span className={grid.dimmed}>
            {' '}
            {t('partners.moreContacts', { count: others.length })}
          </span>
        )}
      </span>
    ) : (
      <span className={grid.dimmed}>{t('partners.noContact')}</span>
    ),
    company: <span className={grid.line}>{row.companyName}</span>,
  };
  return (
    <div
      role="row"
      aria-rowindex={props.rowIndex}
      className={grid.row}
      style={{
        height: props.height,
        gridTemplateColumns: props.template,
        transform: `translateY(${props.start}px)`,
      }}
      // The name is the keyboard's way in; a click anywhere on the row does the same.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) return;
        props.onOpen(row.id);
      }}
    >
      {columns.map((column) => (
        <div key={column} role="cell" className={CELL} data-column={column}>
          {cells[column]}
        </div>
      ))}
    </div>
  );
});
