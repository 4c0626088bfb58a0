import { Button, Group, TextInput } from '@mantine/core';
import { classifyTrackingNumber } from '@rumbo/domain';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TrackingNumberHint } from './tracking-number-hint.tsx';
import { trackingResultsPath } from './tracking-path.ts';

export type TrackingSearchFormProps = { initialQuery?: string; autoFocus?: boolean };

/** The one box that takes any tracking number; submitting opens its results. */
export function TrackingSearchForm({
  initialQuery = '',
  autoFocus = false,
}: TrackingSearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hintId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [isBlankSubmitted, setIsBlankSubmitted] = useState(false);
  const typed = classifyTrackingNumber(query);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.normalized === '') return setIsBlankSubmitted(true);
    void navigate(trackingResultsPath(query));
  };
  return (
    <form onSubmit={handleSubmit} role="search" aria-label={t('tracking.searchLabel')} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          size="md"
          label={t('tracking.searchLabel')}
          placeholder={t('tracking.searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setIsBlankSubmitted(false);
          }}
          error={isBlankSubmitted ? t('tracking.blank') : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus={autoFocus}
        />
        <Button type="submit" size="md" mt={26} leftSection={<IconSearch size={18} aria-hidden />}>
          {t('tracking.submit')}
        </Button>
      </Group>
      <TrackingNumberHint id={hintId} typed={typed} />
    </form>
  );
}
