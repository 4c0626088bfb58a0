import { Badge, Table, Text } from '@mantine/core';
import { moduleWindows, type ModuleWindow, formatDay } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#ui/section-card.tsx';

const KNOWN_MODULES = ['shipments', 'partners', 'notifications', 'reports', 'tariffs'] as const;

/** The company's modules (moduleAccess, SPEC §3) with their windows and whether each is on now. */
export function ModuleWindowsTable({ moduleAccess, now }: { moduleAccess: unknown; now: Date }) {
  const { t } = useTranslation();
  const windows = moduleWindows(moduleAccess, now);
  return (
    <SectionCard headingId="membership-modules" heading={t('membership.modules.heading')}>
      {windows.length === 0 ? (
        <Text c="dimmed">{t('membership.modules.empty')}</Text>
      ) : (
        <Table verticalSpacing="xs" aria-label={t('membership.modules.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('membership.modules.columns.module')}</Table.Th>
              <Table.Th scope="col">{t('membership.modules.columns.window')}</Table.Th>
              <Table.Th scope="col">{t('membership.modules.columns.now')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {windows.map((window) => (
              <ModuleRow key={window.moduleId} window={window} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}

function ModuleRow({ window }: { window: ModuleWindow }) {
  const { t } = useTranslation();
  const known = KNOWN_MODULES.find((id) => id === window.moduleId);
  const name = known ? t(`membership.modules.names.${known}`) : window.moduleId;
  const start = formatDay(window.startAt) || t('membership.modules.openStart');
  const end = formatDay(window.endAt) || t('membership.modules.openEnd');
  return (
    <Table.Tr data-module={window.moduleId} data-on={window.isOn}>
      <Table.Th scope="row">{name}</Table.Th>
      <Table.Td>{t('membership.modules.window', { start, end })}</Table.Td>
      <Table.Td>
        <Badge
          color={window.isOn ? 'teal.8' : 'gray.7'}
          variant="filled"
          radius="sm"
          h="auto"
          py={2}
          // Narrow screens wrap the reason rather than cut it short.
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        >
          {window.offReason
            ? t(`membership.modules.off.${window.offReason}`)
            : t('membership.modules.on')}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}
