import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BinListProps } from './bin-list-types.ts';
import { RestoreButton } from './restore-button.tsx';
import { useBinItemText } from './use-bin-item-text.ts';

// Short columns keep their line; the record's label and the names wrap instead.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
// A badge's label may shrink to an ellipsis; in a table column it keeps its words.
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

/** The recycle bin on wide screens: one row per deleted record. */
export function RecycleBinTable({
  items,
  now,
  companyNames,
  restoringIds,
  onRestore,
}: BinListProps) {
  const { t } = useTranslation();
  const textOf = useBinItemText();
  return (
    <Table.ScrollContainer minWidth={companyNames ? 860 : 720}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('recycleBin.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('recycleBin.columns.record')}</Table.Th>
            {companyNames && <Table.Th scope="col">{t('recycleBin.columns.company')}</Table.Th>}
            <Table.Th scope="col">{t('recycleBin.columns.deletedBy')}</Table.Th>
            <Table.Th scope="col">{t('recycleBin.columns.deleted')}</Table.Th>
            <Table.Th scope="col">{t('recycleBin.columns.left')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('recycleBin.columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const text = textOf(item, now);
            return (
              <Table.Tr key={item.id} data-bin-item={item.recordId}>
                <Table.Th scope="row" fw="normal">
                  <Stack gap={0}>
                    <Text fw={600} size="sm">
                      {text.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {text.kind}
                    </Text>
                  </Stack>
                </Table.Th>
                {companyNames && (
                  <Table.Td>{companyNames.get(item.company) ?? item.company}</Table.Td>
                )}
                <Table.Td>{text.deletedBy}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Stack gap={0}>
                    <Text size="sm">{text.deletedAgo}</Text>
                    <Text size="xs" c="dimmed">
                      {text.deletedAt}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Badge
                    styles={WHOLE_LABEL}
                    tt="none"
                    variant="light"
                    color={text.isGoingSoon ? 'orange' : 'gray'}
                    title={text.goneOn}
                  >
                    {text.left}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  <RestoreButton
                    text={text}
                    isRestoring={restoringIds.includes(item.id)}
                    onRestore={() => onRestore(item)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
