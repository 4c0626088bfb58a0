import { Button, Group, NativeSelect, SegmentedControl } from '@mantine/core';
import {
  MILESTONE_LABELS,
  NOTIFICATION_PRIORITIES,
  SHIPMENT_MODES,
  type MilestoneKey,
  type NotificationPriority,
  type ShipmentMode,
} from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import type { NotificationFilters, NotificationView } from '../notification-filters.ts';

const MILESTONE_KEYS = Object.keys(MILESTONE_LABELS) as MilestoneKey[];

export type NotificationsFiltersProps = {
  filters: NotificationFilters;
  onChange: (change: Partial<NotificationFilters>) => void;
};

/** Open/acknowledged switch and the priority, mode and milestone filters of the page. */
export function NotificationsFilters({ filters, onChange }: NotificationsFiltersProps) {
  const { t } = useTranslation();
  const hasFilters = Boolean(filters.priority || filters.mode || filters.milestone);
  const all = (label: string) => [{ value: '', label }];
  return (
    <Group
      component="section"
      aria-label={t('notifications.page.filters')}
      align="flex-end"
      gap="sm"
    >
      <SegmentedControl
        aria-label={t('notifications.page.view')}
        value={filters.view}
        onChange={(view) => onChange({ view: view as NotificationView })}
        data={[
          { value: 'open', label: t('notifications.page.viewOpen') },
          { value: 'ack', label: t('notifications.page.viewAck') },
        ]}
      />
      <NativeSelect
        label={t('notifications.page.priority')}
        value={filters.priority ?? ''}
        onChange={(event) =>
          onChange({ priority: toFilter<NotificationPriority>(event.currentTarget.value) })
        }
        data={[
          ...all(t('notifications.page.allPriorities')),
          ...NOTIFICATION_PRIORITIES.map((p) => ({
            value: p,
            label: t(`notifications.priorities.${p}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('notifications.page.mode')}
        value={filters.mode ?? ''}
        onChange={(event) => onChange({ mode: toFilter<ShipmentMode>(event.currentTarget.value) })}
        data={[
          ...all(t('notifications.page.allModes')),
          ...SHIPMENT_MODES.map((m) => ({ value: m, label: t(`notifications.modes.${m}`) })),
        ]}
      />
      <NativeSelect
        label={t('notifications.page.milestone')}
        value={filters.milestone ?? ''}
        onChange={(event) =>
          onChange({ milestone: toFilter<MilestoneKey>(event.currentTarget.value) })
        }
        data={[
          ...all(t('notifications.page.allMilestones')),
          ...MILESTONE_KEYS.map((key) => ({ value: key, label: t(`milestones.${key}`) })),
        ]}
      />
      {hasFilters && (
        <Button
          variant="subtle"
          onClick={() => onChange({ priority: null, mode: null, milestone: null })}
        >
          {t('notifications.page.clearFilters')}
        </Button>
      )}
    </Group>
  );
}

// The select's values all come from the lists above; '' is "all".
function toFilter<T extends string>(value: string): T | null {
  return value === '' ? null : (value as T);
}
