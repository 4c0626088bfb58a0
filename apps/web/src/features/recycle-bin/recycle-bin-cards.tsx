import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BinListProps } from './bin-list-types.ts';
import { RestoreButton } from './restore-button.tsx';
import { useBinItemText } from './use-bin-item-text.ts';

/** The recycle bin on phones: one card per deleted record. */
export function RecycleBinCards({
  items,
  now,
  companyNames,
  restoringIds,
  onRestore,
}: BinListProps) {
  const { t } = useTranslation();
  const textOf = useBinItemText();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('recycleBin.listLabel')}>
      {items.map((item) => {
        const text = textOf(item, now);
        return (
          <Card
            component="li"
            key={item.id}
            withBorder
            padding="sm"
            radius="md"
            data-bin-item={item.recordId}
          >
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={0} miw={0}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {text.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {text.kind}
                    {companyNames && ` · ${companyNames.get(item.company) ?? item.company}`}
                  </Text>
                </Stack>
                <Badge
                  tt="none"
                  variant="light"
                  color={text.isGoingSoon ? 'orange' : 'gray'}
                  title={text.goneOn}
                  style={{ flexShrink: 0 }}
                >
                  {text.left}
                </Badge>
              </Group>
              <Text size="sm">
                <Text span size="sm" c="dimmed">
                  {t('recycleBin.columns.deletedBy')}:
                </Text>{' '}
                {text.deletedBy}
              </Text>
              <Text size="sm">
                <Text span size="sm" c="dimmed">
                  {t('recycleBin.columns.deleted')}:
                </Text>{' '}
                {text.deletedAgo}{' '}
                <Text span size="xs" c="dimmed">
                  · {text.deletedAt}
                </Text>
              </Text>
              <Group justify="flex-end">
                <RestoreButton
                  text={text}
                  isRestoring={restoringIds.includes(item.id)}
                  onRestore={() => onRestore(item)}
                />
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
