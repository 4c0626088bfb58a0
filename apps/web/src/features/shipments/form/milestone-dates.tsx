import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  MODE_MILESTONES,
  type MilestoneFields,
  type MilestoneKey,
  BUSINESS_ZONE_LABEL,
} from '@rumbo/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from './date-time-input.tsx';
import { EstimateHistoryButton } from './estimate-history-button.tsx';
import classes from './shipment-form.module.css';
import { useFieldValue, useFormUpdate, useShipmentForm } from './shipment-form-context.ts';
import { useFieldBinding } from './use-field-binding.ts';

export type MilestoneDatesProps = { highlightMilestone?: MilestoneKey | null };

/** Each milestone of the mode with its estimated and actual date side by side. */
export function MilestoneDates({ highlightMilestone }: MilestoneDatesProps) {
  const { t } = useTranslation();
  const { mode } = useShipmentForm();
  return (
    <Stack gap={4} className={classes.milestones}>
      <Text fw={600} size="sm">
        {t('shipmentForm.milestones.legend')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('shipmentForm.milestones.zone', { zone: BUSINESS_ZONE_LABEL })}
      </Text>
      {MODE_MILESTONES[mode].map((milestone) => (
        <MilestoneRow
          key={milestone.key}
          milestone={milestone}
          isHighlighted={milestone.key === highlightMilestone}
        />
      ))}
    </Stack>
  );
}

type MilestoneRowProps = { milestone: MilestoneFields; isHighlighted: boolean };

function MilestoneRow({ milestone, isHighlighted }: MilestoneRowProps) {
  const { t } = useTranslation();
  const update = useFormUpdate();
  const estimatedAt = useFieldValue(milestone.estimated);
  const actualAt = useFieldValue(milestone.actual);
  const estimated = useFieldBinding(milestone.estimated);
  const actual = useFieldBinding(milestone.actual);
  const actualRef = useRef<HTMLInputElement>(null);
  const labelId = `milestone-${milestone.key}-label`;
  const isMissingActual = !actualAt;

  useEffect(() => {
    if (!isHighlighted) return;
    actualRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    actualRef.current?.focus({ preventScroll: true });
  }, [isHighlighted]);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={
        isHighlighted ? `${classes.milestoneRow} ${classes.highlightRow}` : classes.milestoneRow
      }
      data-milestone={milestone.key}
    >
      <Group gap="xs" className={classes.milestoneName}>
        <Text id={labelId} size="sm" fw={500}>
          {t(`milestones.${milestone.key}`)}
        </Text>
        <EstimateHistoryButton
          field={milestone.estimated}
          milestone={t(`milestones.${milestone.key}`)}
        />
        {isHighlighted && isMissingActual && (
          <Badge color="yellow" variant="filled" size="sm" c="dark">
            {t('shipmentForm.milestones.needsActual')}
          </Badge>
        )}
      </Group>
      <DateTimeInput
        {...estimated}
        label={t('shipmentForm.milestones.estimated')}
        value={estimatedAt}
        onChange={(iso) => update({ [milestone.estimated]: iso })}
        path={milestone.estimated}
      />
      <DateTimeInput
        {...actual}
        ref={actualRef}
        label={t('shipmentForm.milestones.actual')}
        value={actualAt}
        onChange={(iso) => update({ [milestone.actual]: iso })}
        path={milestone.actual}
        data-milestone-actual={milestone.key}
        data-highlighted={isHighlighted || undefined}
        classNames={{
          ...actual.classNames,
          input: isHighlighted ? classes.highlightInput : undefined,
        }}
      />
    </div>
  );
}
