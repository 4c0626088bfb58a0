import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import {
  formatBreaksCell,
  tariffSheetColumn,
  type TariffDiff,
  type TariffDraft,
  type TariffFieldChange,
  formatNumber,
} from '@rumbo/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './scroll-region.tsx';

/**
 * What publishing a checked file would do: counts of added, changed and unchanged lines, each
 * changed line with its fields before → after, and the new lines. Current lines the file leaves
 * out are only counted: they stay as they are.
 */
export function TariffUploadDiff({ diff }: { diff: TariffDiff }) {
  const { t } = useTranslation();
  const value = (v: TariffFieldChange['before']) => formatValue(t, v);
  const hasChanges = diff.added.length + diff.changed.length > 0;
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm" component="h3" m={0}>
        {t('tariffImport.diffTitle')}
      </Text>
      {/* Dot badges: text in the body colour (a teal "light" badge reads at 3.5:1). */}
      <Group gap="xs" role="status">
        <Badge color="teal" variant="dot" size="lg">
          {t('tariffImport.added', { count: diff.added.length })}
        </Badge>
        <Badge color="blue" variant="dot" size="lg">
          {t('tariffImport.changed', { count: diff.changed.length })}
        </Badge>
        <Badge color="gray" variant="dot" size="lg">
          {t('tariffImport.unchanged', { count: diff.unchanged.length })}
        </Badge>
      </Group>
      {diff.untouched.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('tariffImport.untouched', { count: diff.untouched.length })}
        </Text>
      )}
      {!hasChanges && (
        <Alert color="gray" variant="light">
          {t('tariffImport.nothingToPublish')}
        </Alert>
      )}
      {diff.changed.length > 0 && (
        <DiffTable
          caption={t('tariffImport.changedCaption')}
          second={t('tariffImport.changesHeader')}
        >
          {diff.changed.map(({ tariff, draft, fields }) => (
            <Table.Tr key={tariff.id}>
              <Table.Td>{lineLabel(draft)}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {fields.map((change) => (
                    <Text key={change.field} size="sm">
                      <Text span fw={600} size="sm">
                        {fieldLabel(change.field)}:
                      </Text>{' '}
                      {value(change.before)} → {value(change.after)}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </DiffTable>
      )}
      {diff.added.length > 0 && (
        <DiffTable caption={t('tariffImport.addedCaption')} second={t('tariffImport.amountHeader')}>
          {diff.added.map((draft, index) => (
            <Table.Tr key={index}>
              <Table.Td>{lineLabel(draft)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {value(draft.amount)} {draft.currency}
              </Table.Td>
            </Table.Tr>
          ))}
        </DiffTable>
      )}
    </Stack>
  );
}

function DiffTable(props: { caption: string; second: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={props.caption} maxHeight={300}>
      <Table striped withTableBorder fz="sm" captionSide="top">
        <Table.Caption>
          <Text span fw={600} size="sm">
            {props.caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tariffImport.lineHeader')}</Table.Th>
            <Table.Th>{props.second}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** `buy FCL 45G1 · CNSHA → MXZLO · Ocean freight · Maersk · from 2026-05-01`. */
function lineLabel(draft: TariffDraft): string {
  const party = draft.kind === 'sell' ? draft.customer : draft.carrier;
  return [
    [draft.kind, draft.mode, draft.containerType].filter(Boolean).join(' '),
    `${draft.origin} → ${draft.destination}`,
    draft.charge,
    party,
    `${draft.validFrom}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A column's name without its hint: `Valid to (YYYY-MM-DD, …)` → `Valid to`. */
function fieldLabel(field: keyof TariffDraft): string {
  return tariffSheetColumn(field).header.replace(/\s*\(.*$/, '');
}

function formatValue(t: TFunction, value: TariffFieldChange['before']): string {
  if (value === null || value === '') return t('tariffImport.blankValue');
  if (typeof value === 'number') return formatNumber(value, { maxDecimals: 4 });
  if (Array.isArray(value))
    return value.length === 0 ? t('tariffImport.blankValue') : formatBreaksCell(value);
  return value;
}
