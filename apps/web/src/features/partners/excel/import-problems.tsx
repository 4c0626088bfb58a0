import { Stack, Table, Text } from '@mantine/core';
import {
  PARTNER_SHEET_COLUMNS,
  type PartnerImportProblem,
  type PartnerImportWarning,
} from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { rfcTypeLabel, rfcWarningText } from '../editor/rfc-warning-text.ts';

export type ImportProblemsProps = {
  errors: readonly PartnerImportProblem[];
  warnings: readonly PartnerImportWarning[];
};

/** The file's problems and RFC warnings, row by row, as tables. */
export function ImportProblems({ errors, warnings }: ImportProblemsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {errors.length > 0 && (
        <ProblemTable
          caption={t('partners.import.problemsLabel')}
          rows={errors.map(({ rowNumber, issue }) => ({
            rowNumber,
            column: columnLabel(t, issue.field),
            text: t(`partners.form.errors.${issue.code}`, { max: issue.max ?? 0 }),
          }))}
        />
      )}
      {warnings.length > 0 && (
        <ProblemTable
          caption={t('partners.import.warningsLabel')}
          rows={warnings.map(({ rowNumber, tipo, warning }) => ({
            rowNumber,
            column: t('partners.import.columns.rfc'),
            text: rfcWarningText(t, warning, rfcTypeLabel(t, tipo)),
          }))}
        />
      )}
    </Stack>
  );
}

type ProblemRow = { rowNumber: number; column: string; text: string };

function ProblemTable({ caption, rows }: { caption: string; rows: readonly ProblemRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420} mah={260}>
      <Table striped withTableBorder fz="sm" captionSide="top">
        <Table.Caption>
          <Text span fw={600} size="sm">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('partners.import.rowHeader')}</Table.Th>
            <Table.Th>{t('partners.import.column')}</Table.Th>
            <Table.Th>{t('partners.import.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('partners.import.row', { row: row.rowNumber })}
              </Table.Td>
              <Table.Td>{row.column}</Table.Td>
              <Table.Td>{row.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function columnLabel(t: TFunction, field: string): string {
  const contact = /^contacts\.(\d+)\./.exec(field);
  if (contact) return t('partners.import.columns.contact', { number: Number(contact[1]) + 1 });
  if (field === 'rol' || field === 'tipo' || field === 'name')
    return t(`partners.import.columns.${field}`);
  // A text that is too long: the spreadsheet's own header for it.
  return PARTNER_SHEET_COLUMNS.find((column) => column.key === field)?.header ?? field;
}
