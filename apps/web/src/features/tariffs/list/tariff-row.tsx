import { ActionIcon, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import type { Tariff, TariffValidity } from '@rumbo/domain';
import { IconCopy, IconPencil } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@rumbo/domain';
import type { TariffColumn } from './tariff-columns.ts';
import classes from './tariffs-table.module.css';
import { ValidityBadge } from './validity-badge.tsx';

export type TariffRowView = {
  tariff: Tariff;
  validity: TariffValidity;
  /** Days as `YYYY-MM-DD` ('' = open-ended validTo). */
  validFrom: string;
  validTo: string;
  companyName: string;
};

export type TariffRowProps = {
  row: TariffRowView;
  columns: readonly TariffColumn[];
  isSelected: boolean;
  onToggle: (id: string) => void;
  onEdit: (id: string) => void;
  onDuplicate: (id: string) => void;
};

/** One tariff line; its lane is the accessible name of its checkbox and actions. */
export const TariffRow = memo(function TariffRow(props: TariffRowProps) {
  const { row, columns } = props;
  const { tariff } = row;
  const { t } = useTranslation();
  const lane = `${tariff.origin} → ${tariff.destination}`;
  const name = `${tariff.carrier || t('tariffs.list.anyCarrier')} · ${lane} · ${tariff.charge}`;
  const cells: Record<TariffColumn, React.ReactNode> = {
    select: (
      <Checkbox
        aria-label={t('tariffs.list.select', { name })}
        checked={props.isSelected}
        onChange={() => props.onToggle(tariff.id)}
      />
    ),
    kind: t(`tariffRules.kinds.${tariff.kind}`),
    mode: tariff.mode,
    lane: (
      <div className={classes.stack} title={name}>
        <span className={classes.strong}>{tariff.carrier || t('tariffs.list.anyCarrier')}</span>
        <span className={classes.lane}>{lane}</span>
      </div>
    ),
    charge: (
      <div className={classes.stack} title={tariff.charge}>
        <span>{tariff.charge}</span>
        <span className={classes.dimmed}>
          {t(`tariffRules.bases.${tariff.basis}`)}
          {tariff.basis === 'container' && tariff.containerType && ` · ${tariff.containerType}`}
        </span>
      </div>
    ),
    amount: formatMoney(tariff.amount, tariff.currency),
    minimum: tariff.minAmount ? (
      formatMoney(tariff.minAmount, tariff.currency)
    ) : (
      <span className={classes.dimmed}>—</span>
    ),
    validity: (
      <div className={classes.dates}>
        <Text size="xs" span>
          {row.validFrom} – {row.validTo || t('tariffs.list.openEnded')}
        </Text>
        <ValidityBadge validity={row.validity} />
      </div>
    ),
    transit: tariff.transitDays || <span className={classes.dimmed}>—</span>,
    free: tariff.freeDays || <span className={classes.dimmed}>—</span>,
    company: row.companyName,
    actions: (
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('tariffs.list.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('tariffs.list.editLine', { name })}
            onClick={() => props.onEdit(tariff.id)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('tariffs.list.duplicate')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('tariffs.list.duplicateLine', { name })}
            onClick={() => props.onDuplicate(tariff.id)}
          >
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  };
  return (
    <Table.Tr
      className={classes.row}
      data-validity={row.validity}
      data-tariff-id={tariff.id}
      data-selected={props.isSelected || undefined}
      bg={props.isSelected ? 'var(--mantine-primary-color-light)' : undefined}
    >
      {columns.map((column) => (
        <Table.Td
          key={column}
          className={cellClass(column)}
          title={typeof cells[column] === 'string' ? cells[column] : undefined}
        >
          {cells[column]}
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

function cellClass(column: TariffColumn): string | undefined {
  if (column === 'actions') return classes.actions;
  return isNumeric(column) ? classes.number : undefined;
}

function isNumeric(column: TariffColumn): boolean {
  return column === 'amount' || column === 'minimum' || column === 'transit' || column === 'free';
}
