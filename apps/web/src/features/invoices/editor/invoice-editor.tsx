import { Alert } from '@mantine/core';
import { exchangeRateOn, todayInBusinessTime } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { invoiceQuery, invoicedRowsQuery } from '#data/invoices/invoices-query.ts';
import { invoiceSourcesQuery, readShipmentRefs } from '#data/invoices/invoice-sources.ts';
import { partnersQuery } from '#data/partners/partners-query.ts';
import { exchangeRatesQuery } from '#data/quotes/quote-inputs.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { ListLoadError, ListSkeleton, ServerAwayAlert } from '#ui/list-states.tsx';
import { draftOfRecord, newInvoiceDraft } from './invoice-draft.ts';
import { InvoiceEditorForm } from './invoice-editor-form.tsx';
import { draftFromShipments, type ShipmentSources } from './invoice-from-shipments.ts';

export type InvoiceEditorProps = {
  /** The invoice to open, or null for a new one. */
  invoiceId: string | null;
  /** The user's company; null for a platform admin (who opens any company's invoices). */
  companyId: string | null;
};

/**
 * /dashboard/invoices/new[?from=shipments_ocean:ID,…] and /dashboard/invoices/:id: reads the
 * invoice, the company's partners and exchange rates, and for a new invoice from shipments their
 * income rows and the rows already invoiced, then opens the editor. Online only: offline it says
 * so instead of showing a stale invoice.
 */
export default function InvoiceEditor({ invoiceId, companyId }: InvoiceEditorProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const refs = useMemo(
    () => (invoiceId ? [] : readShipmentRefs(params.get('from'))),
    [invoiceId, params],
  );
  const record = useQuery({ ...invoiceQuery(invoiceId ?? ''), enabled: invoiceId !== null });
  const company = invoiceId ? (record.data?.company ?? '') : (companyId ?? '');
  const partners = useQuery({ ...partnersQuery(company), enabled: company !== '' });
  const rates = useQuery(exchangeRatesQuery(company));
  const shipments = useQuery(invoiceSourcesQuery(refs));
  const invoiced = useQuery(invoicedRowsQuery(refs.map((ref) => ref.id)));
  const sources: ShipmentSources | null =
    refs.length > 0 && shipments.data && invoiced.data
      ? { shipments: shipments.data, invoiced: invoiced.data.keys }
      : null;
  const hasSources = sources !== null;
  const hasPartners = partners.data !== undefined;
  const hasRates = rates.data !== undefined;
  const initial = useMemo(() => {
    if (record.data) return draftOfRecord(record.data);
    const today = todayInBusinessTime(new Date());
    const blank = newInvoiceDraft(today);
    if (!sources) return blank;
    const rate = exchangeRateOn(rates.data ?? [], today)?.mxnPerUsd ?? null;
    return draftFromShipments(blank, sources, partners.data ?? [], rate);
    // The editor starts once per invoice: later reads do not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data?.id, hasSources, hasPartners, hasRates]);

  if (invoiceId === null && companyId === null)
    return (
      <Alert color="blue" variant="light" role="alert" title={t('invoiceEditor.adminNewTitle')}>
        {t('invoiceEditor.adminNew')}
      </Alert>
    );
  const reads = [
    ...(invoiceId ? [record] : []),
    partners,
    rates,
    ...(refs.length > 0 ? [shipments, invoiced] : []),
  ];
  const failed = reads.find((query) => query.isError);
  const retry = () => reads.forEach((query) => void query.refetch());
  const isRetrying = reads.some((query) => query.isFetching);
  if (failed && isServerUnreachable(failed.error))
    return (
      <ServerAwayAlert
        title={t('invoiceEditor.offlineTitle')}
        message={t('invoiceEditor.offline')}
        retryLabel={t('invoiceEditor.retry')}
        onRetry={retry}
        isRetrying={isRetrying}
      />
    );
  if (failed)
    return (
      <ListLoadError
        title={t('invoiceEditor.loadError')}
        hint={t('invoiceEditor.loadErrorHint', { message: serverErrorText(failed.error) })}
        retryLabel={t('invoiceEditor.retry')}
        onRetry={retry}
        isRetrying={isRetrying}
      />
    );
  if (reads.some((query) => query.isPending) || company === '')
    return <ListSkeleton label={t('invoiceEditor.loading')} />;
  return (
    <InvoiceEditorForm
      key={record.data?.id ?? 'new'}
      record={record.data ?? null}
      companyId={company}
      initial={initial}
      partners={partners.data ?? []}
      rates={rates.data ?? []}
      sources={sources}
      onChanged={() => void record.refetch()}
    />
  );
}
