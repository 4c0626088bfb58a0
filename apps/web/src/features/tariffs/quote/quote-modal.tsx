import { Divider, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { quoteLane, type Tariff } from '@rumbo/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuoteFields } from './quote-fields.tsx';
import { isQuoteReady, newQuoteRequest, toQuoteQuery } from './quote-request.ts';
import { QuoteResults } from './quote-results.tsx';

export type QuoteModalProps = {
  opened: boolean;
  tariffs: readonly Tariff[];
  today: string;
  onClose: () => void;
};

const COMPACT_QUERY = '(max-width: 48em)';

/**
 * The quote calculator: a lane and its cargo in, each carrier's option out (lines, totals per
 * currency, best first), recomputed as the user types.
 */
export function QuoteModal(props: QuoteModalProps) {
  const { t } = useTranslation();
  const isCompact = useMediaQuery(COMPACT_QUERY) ?? false;
  const [request, setRequest] = useState(() => newQuoteRequest(props.today));
  const deferred = useDeferredValue(request);
  const options = useMemo(
    () =>
      isQuoteReady(deferred) ? quoteLane(props.tariffs, toQuoteQuery(deferred), props.today) : null,
    [deferred, props.tariffs, props.today],
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('tariffs.quote.title')}
      size="min(1000px, 96vw)"
      fullScreen={isCompact}
      closeButtonProps={{ 'aria-label': t('tariffs.form.close') }}
    >
      <Stack gap="md">
        <QuoteFields
          request={request}
          onChange={(patch) => setRequest((current) => ({ ...current, ...patch }))}
        />
        <Divider />
        <QuoteResults options={options} />
      </Stack>
    </Modal>
  );
}
