import { Alert } from '@mantine/core';
import { todayInBusinessTime, type Tariff } from '@rumbo/domain';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { partnersQuery } from '#data/partners/partners-query.ts';
import {
  exchangeRatesQuery,
  quoteMarginRulesQuery,
  quoteQuery,
} from '#data/quotes/quote-inputs.ts';
import { tariffsQuery } from '#data/tariffs/tariffs-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { readQuotePrefill } from '#lib/quote-prefill.ts';
import { ListLoadError, ListSkeleton, ServerAwayAlert } from '#ui/list-states.tsx';
import { newQuoteDraft } from './quote-draft.ts';
import { QuoteEditorForm } from './quote-editor-form.tsx';
import { draftOfRecord } from './quote-record.ts';

export type QuoteEditorProps = {
  /** The quote to open, or null for a new one. */
  quoteId: string | null;
  /** The user's company; null for a platform admin (who opens any company's quotes). */
  companyId: string | null;
};

/**
 * /dashboard/quotes/new and /dashboard/quotes/:id: reads the quote, the company's clients,
 * tariff lines, exchange rates and margin rules, then opens the editor. Online only: offline it
 * says so instead of showing a stale quote.
 */
export default function QuoteEditor({ quoteId, companyId }: QuoteEditorProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const record = useQuery({ ...quoteQuery(quoteId ?? ''), enabled: quoteId !== null });
  const company = quoteId ? (record.data?.company ?? '') : (companyId ?? '');
  const partners = useQuery({ ...partnersQuery(company), enabled: company !== '' });
  const tariffs = useQuery({ ...tariffsQuery(company), enabled: company !== '' });
  const rates = useQuery(exchangeRatesQuery(company));
  const rules = useQuery(quoteMarginRulesQuery(company));
  const initial = useMemo(
    () =>
      record.data
        ? draftOfRecord(record.data)
        : newQuoteDraft(todayInBusinessTime(new Date()), readQuotePrefill(location.search)),
    // The editor starts once per quote: later reads of the record do not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [record.data?.id, location.search],
  );

  if (quoteId === null && companyId === null)
    return (
      <Alert color="blue" variant="light" role="alert" title={t('quoteEditor.adminNewTitle')}>
        {t('quoteEditor.adminNew')}
      </Alert>
    );
  const reads = quoteId ? [record, rates, rules, partners] : [rates, rules, partners];
  const failed = reads.find((query) => query.isError);
  const retry = () => reads.forEach((query) => void query.refetch());
  const isRetrying = reads.some((query) => query.isFetching);
  if (failed && isServerUnreachable(failed.error))
    return <Offline onRetry={retry} isRetrying={isRetrying} />;
  if (failed)
    return (
      <ListLoadError
        title={t('quoteEditor.loadError')}
        hint={t('quoteEditor.loadErrorHint', { message: serverErrorText(failed.error) })}
        retryLabel={t('quoteEditor.retry')}
        onRetry={retry}
        isRetrying={isRetrying}
      />
    );
  if (reads.some((query) => query.isPending) || company === '')
    return <ListSkeleton label={t('quoteEditor.loading')} />;
  return (
    <QuoteEditorForm
      key={record.data?.id ?? 'new'}
      record={record.data ?? null}
      companyId={company}
      initial={initial}
      partners={partners.data ?? []}
      tariffs={(tariffs.data ?? []) as unknown as Tariff[]}
      isLoadingTariffs={tariffs.isPending}
      rates={rates.data ?? []}
      rules={rules.data ?? { charges: [], quote: null }}
      onChanged={() => void record.refetch()}
    />
  );
}

function Offline({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ServerAwayAlert
      title={t('quoteEditor.offlineTitle')}
      message={t('quoteEditor.offline')}
      retryLabel={t('quoteEditor.retry')}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
