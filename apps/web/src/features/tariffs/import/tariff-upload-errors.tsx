import { Alert, Stack, Table, Text } from '@mantine/core';
import type { TariffSheetError } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './scroll-region.tsx';

/**
 * A refused file: how many rows have problems, then every problem as "Row N · Column: message",
 * in the file's order.
 */
export function TariffUploadErrors({ errors }: { errors: readonly TariffSheetError[] }) {
  const { t } = useTranslation();
  const rowCount = new Set(errors.map((error) => error.row)).size;
  return (
    <Stack gap="sm">
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={t('tariffImport.refused', { count: rowCount })}
      >
        {t('tariffImport.refusedHint')}
      </Alert>
      <ScrollRegion label={t('tariffImport.errorsCaption')} maxHeight={360}>
        <Table striped withTableBorder fz="sm" captionSide="top">
          <Table.Caption>
            <Text span fw={600} size="sm">
              {t('tariffImport.errorsCaption')}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tariffImport.rowHeader')}</Table.Th>
              <Table.Th>{t('tariffImport.columnHeader')}</Table.Th>
              <Table.Th>{t('tariffImport.problemHeader')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error) => (
              <Table.Tr key={`${error.row}-${error.field ?? 'line'}-${error.code}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {t('tariffImport.row', { row: error.row })}
                </Table.Td>
                <Table.Td>{error.column || t('tariffImport.wholeLine')}</Table.Td>
                <Table.Td>{tariffSheetErrorText(t, error)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

/** The message of one problem: the tariff rules' own for a rule, the upload's for the rest. */
function tariffSheetErrorText(t: TFunction, error: TariffSheetError): string {
  switch (error.code) {
    case 'unreadable':
      return t('tariffImport.errors.unreadable');
    case 'missingColumn':
      return t('tariffImport.errors.missingColumn');
    case 'duplicate':
      return t('tariffImport.errors.duplicate', { row: error.sameAsRow ?? 0 });
    case 'locationCode':
      return t(
        error.mode === 'AIR'
          ? 'tariffRules.issues.locationCodeAir'
          : 'tariffRules.issues.locationCode',
      );
    default:
      return t(`tariffRules.issues.${error.code}`);
  }
}
