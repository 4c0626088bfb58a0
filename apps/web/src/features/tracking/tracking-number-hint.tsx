import { Anchor, Group, Text } from '@mantine/core';
import type { TrackingNumberClass } from '@rumbo/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackingResultsPath } from './tracking-path.ts';
import classes from './tracking.module.css';

export type TrackingNumberHintProps = { id: string; typed: TrackingNumberClass };

/**
 * What the typed number looks like, and at once, before any search, a wrong or missing check
 * digit with the corrected number to track. Read out politely as it changes.
 */
export function TrackingNumberHint({ id, typed }: TrackingNumberHintProps) {
  const { t } = useTranslation();
  const { hint, kind } = typed;
  return (
    <div id={id} aria-live="polite">
      {hint ? (
        <Group gap={6} wrap="nowrap" align="flex-start" mt={6} data-testid="tracking-hint">
          <IconAlertTriangle
            size={18}
            aria-hidden
            className={classes.warnText}
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm" className={classes.warnText}>
            {t(`tracking.hints.${hint.code}`, { expected: hint.expected ?? '' })}{' '}
            {hint.suggestion ? (
              <Anchor
                component={Link}
                to={trackingResultsPath(hint.suggestion)}
                size="sm"
                underline="always"
              >
                {t('tracking.hints.didYouMean', { suggestion: hint.suggestion })}
              </Anchor>
            ) : null}
          </Text>
        </Group>
      ) : kind !== 'other' && typed.normalized !== '' ? (
        <Text size="sm" c="dimmed" mt={6}>
          {t(`tracking.looksLike.${kind}`)}
        </Text>
      ) : null}
    </div>
  );
}
