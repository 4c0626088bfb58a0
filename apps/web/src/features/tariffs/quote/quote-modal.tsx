import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { quoteLane, type Tariff } from '@rumbo/domain';
import { IconFileInvoice } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '#lib/paths.ts';
import { quotePrefillSearch } from '#lib/quote-prefill.ts';
import { QuoteFields } from './quote-fields.tsx';
import { isQuoteReady, newQuoteRequest, toQuoteQuery, type QuoteRequest } from './quote-request.ts';
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
 * currency, best first), recomputed as the user types. "Create quote" opens the quote editor
 * with the lane, the day and the cargo typed here.
 */
export function QuoteModal(props: QuoteModalProps) {
  const { t } = useTranslation();
  const isCompact = useMediaQuery(COMPACT_QUERY) ?? false;
  const navigate = useNavigate();
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
        <Group justify="flex-end">
          <Button
            leftSection={<IconFileInvoice size={18} aria-hidden />}
            onClick={() => {
              props.onClose();
              void navigate(paths.dashboard.quoteNew + quotePrefillSearch(prefillOf(request)));
            }}
          >
            {t('quoteEditor.fromTariffs.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What the editor starts from: the lane, the day and the cargo as typed here. */
function prefillOf(request: QuoteRequest) {
  return {
    cargo: request.mode,
    origin: request.origin,
    destination: request.destination,
    date: request.date,
    containers:
      request.mode === 'FCL'
        ? request.containers.map((row) => ({ type: row.type, count: row.count ?? 0 }))
        : [],
    weightKg: request.weightKg ?? undefined,
    volumeM3: request.volumeM3 ?? undefined,
  };
}
