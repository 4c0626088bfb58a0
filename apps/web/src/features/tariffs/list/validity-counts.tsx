import { Badge, Group, UnstyledButton } from '@mantine/core';
import type { TariffValidity } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { VALIDITY_COLORS } from './validity-colors.ts';
import classes from './validity-counts.module.css';

export type ValidityCountsProps = {
  counts: Readonly<Record<TariffValidity, number>>;
  /** The validity the list is filtered by ('' = any). */
  active: string;
  onPick: (validity: TariffValidity | '') => void;
};

const SHOWN: readonly TariffValidity[] = ['valid', 'expiring', 'expired', 'upcoming'];

/** How many lines are valid, expiring and expired (and upcoming); a click filters by it. */
export function ValidityCounts(props: ValidityCountsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('tariffs.counts.label')}>
      {SHOWN.filter((validity) => validity !== 'upcoming' || props.counts.upcoming > 0).map(
        (validity) => {
          const isActive = props.active === validity;
          return (
            <UnstyledButton
              key={validity}
              className={classes.count}
              data-active={isActive || undefined}
              data-validity={validity}
              aria-pressed={isActive}
              onClick={() => props.onPick(isActive ? '' : validity)}
            >
              <Badge
                variant="dot"
                color={VALIDITY_COLORS[validity]}
                radius="sm"
                tt="none"
                size="lg"
              >
                {t(`tariffRules.validity.${validity}`)}
                {': '}
                <span className={classes.number}>{props.counts[validity]}</span>
              </Badge>
            </UnstyledButton>
          );
        },
      )}
    </Group>
  );
}
