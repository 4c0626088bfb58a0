import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordHistory } from '#data/history/use-record-history.ts';
import { FieldHistoryList } from '#ui/history/field-history-list.tsx';
import { useMilestoneHistoryTarget } from './milestone-history-context.ts';

export type EstimateHistoryButtonProps = {
  /** The milestone's estimated-date field (`portOfArrivalArrivalEstimated`). */
  field: string;
  /** The milestone as the form names it. */
  milestone: string;
};

/**
 * A small history button beside a saved shipment's milestone: its popover lists the estimates
 * the milestone was given, newest first, with who set each and when, from the shipment's
 * history (read when first opened).
 */
export function EstimateHistoryButton({ field, milestone }: EstimateHistoryButtonProps) {
  const { t } = useTranslation();
  const target = useMilestoneHistoryTarget();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const history = useRecordHistory({
    collection: target?.collection ?? 'shipments_ocean',
    recordId: target?.recordId ?? '',
    version: target?.version,
    enabled: opened && target !== null,
  });
  if (!target) return null;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={300}
      position="bottom-start"
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('history.estimates.open', { milestone })}
          onClick={() => setOpened((isOpen) => !isOpen)}
          data-estimate-history={field}
        >
          <IconHistory size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Text id={titleId} size="sm" fw={600} mb="xs">
          {t('history.estimates.title', { milestone })}
        </Text>
        <FieldHistoryList field={field} history={history} />
      </Popover.Dropdown>
    </Popover>
  );
}
