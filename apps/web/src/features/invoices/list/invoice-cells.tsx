import { Anchor, Badge, Text, Tooltip } from '@mantine/core';
import { formatDay, formatMoney, isCancellationPending, type InvoiceState } from '@rumbo/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceListItem } from '#data/invoices/invoices-query.ts';
import { paths } from '#lib/paths.ts';
import { INVOICE_STATE_COLORS } from '#ui/invoice-state-colors.ts';

// A badge's label may shrink to an ellipsis; in a column it keeps its words.
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

type Item = { invoice: InvoiceListItem };

/** The invoice's state; a stamped one whose cancellation waits for the client says so. */
export function InvoiceStateBadge({ invoice }: Item) {
  const { t } = useTranslation();
  const state: InvoiceState = invoice.state || 'draft';
  const waiting = isCancellationPending(invoice);
  return (
    <Badge
      variant="light"
      color={waiting ? 'violet' : INVOICE_STATE_COLORS[state]}
      tt="none"
      styles={WHOLE_LABEL}
    >
      {t(waiting ? 'invoicesList.cancelWaiting' : `invoicesList.states.${state}`)}
    </Badge>
  );
}

/** The invoice's code, as the keyboard's way to open it in the editor. */
export function InvoiceCodeLink({ invoice }: Item) {
  const { t } = useTranslation();
  const code = invoice.code || t('invoicesList.unnumbered');
  return (
    <Anchor
      component={Link}
      to={paths.dashboard.invoice(invoice.id)}
      onClick={stopRowClick}
      aria-label={t('invoicesList.openInvoice', { code })}
      fw={600}
      size="sm"
      style={NO_WRAP}
    >
      {code}
    </Anchor>
  );
}

/** The day it was issued (stamped), or that a draft is not issued yet. */
export function IssuedDay({ invoice }: Item) {
  const { t } = useTranslation();
  if (!invoice.issuedAt)
    return (
      <Text size="sm" c="dimmed" style={NO_WRAP}>
        {t('invoicesList.notIssued')}
      </Text>
    );
  return (
    <Text size="sm" style={NO_WRAP}>
      {formatDay(invoice.issuedAt)}
    </Text>
  );
}

/**
 * The due day, said overdue (in red, with words) once passed with a balance left; `stacked` puts
 * the word under the day (a narrow column).
 */
export function DueDay({ invoice, today, stacked }: Item & { today: string; stacked?: boolean }) {
  const { t } = useTranslation();
  if (!invoice.dueDate) return null;
  const isOpen = invoice.state === 'stamped' || invoice.state === 'partiallyPaid';
  const isOverdue = isOpen && invoice.balance > 0 && invoice.dueDate.slice(0, 10) < today;
  return (
    <Text
      size="sm"
      c={isOverdue ? 'var(--mantine-color-error)' : undefined}
      fw={isOverdue ? 600 : undefined}
      style={NO_WRAP}
    >
      {formatDay(invoice.dueDate)}
      {isOverdue && (stacked ? <br /> : ' · ')}
      {isOverdue && t('invoicesList.overdue')}
    </Text>
  );
}

export function Money({ amount, currency }: { amount: number; currency: string }) {
  return (
    <Text size="sm" fw={500} ta="right" style={NO_WRAP}>
      {formatMoney(amount, currency)}
    </Text>
  );
}

/** The fiscal folio's first block, the whole UUID on hover and to screen readers. */
export function UuidShort({ invoice }: Item) {
  const { t } = useTranslation();
  if (!invoice.uuid) return null;
  return (
    <Tooltip label={invoice.uuid}>
      <Text
        size="xs"
        ff="monospace"
        aria-label={t('invoicesList.uuidLabel', { uuid: invoice.uuid })}
        style={NO_WRAP}
      >
        {invoice.uuid.slice(0, 8).toUpperCase()}
      </Text>
    </Tooltip>
  );
}
