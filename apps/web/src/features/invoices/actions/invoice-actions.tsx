import { Button, Group } from '@mantine/core';
import { acceptsPayments, isCancellationPending } from '@rumbo/domain';
import { IconBan, IconCash, IconFileCode, IconFileTypePdf, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { paths } from '#lib/paths.ts';
import { CancelInvoiceDialog } from './cancel-invoice-dialog.tsx';
import { InvoicePdfDialog } from './invoice-pdf-dialog.tsx';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';
import { useCfdiDownload } from './use-cfdi-download.ts';

type OpenDialog = 'pdf' | 'payment' | 'cancel' | null;

/**
 * What can be done with a stamped invoice: its XML and PDF, a payment recorded against it, its
 * client's statement, and its cancellation before the SAT (only before any payment: the SAT
 * refuses to cancel an invoice its payment complements relate to).
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceRecord }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const xml = useCfdiDownload();
  const state = invoice.state || 'draft';
  const close = () => setDialog(null);
  // While the SAT waits for the client, the invoice takes no payment and is not asked again.
  const waiting = isCancellationPending(invoice);
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('invoiceActions.label')}>
      <Button
        variant="default"
        leftSection={<IconFileCode size={16} aria-hidden />}
        loading={xml.busy === invoice.id}
        onClick={() => xml.download('invoices', invoice.id, `${invoice.code}-${invoice.uuid}`)}
      >
        {t('invoiceActions.xml.button')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => setDialog('pdf')}
      >
        {t('invoiceActions.pdf.button')}
      </Button>
      {acceptsPayments(state) && !waiting && (
        <Button
          leftSection={<IconCash size={16} aria-hidden />}
          onClick={() => setDialog('payment')}
        >
          {t('invoiceActions.payment.button')}
        </Button>
      )}
      <Button
        component={Link}
        to={paths.dashboard.statement(invoice.client)}
        variant="subtle"
        leftSection={<IconReceipt size={16} aria-hidden />}
      >
        {t('invoiceActions.statement')}
      </Button>
      {state === 'stamped' && !waiting && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() => setDialog('cancel')}
        >
          {t('invoiceActions.cancelInvoice.button')}
        </Button>
      )}
      {dialog === 'pdf' && <InvoicePdfDialog invoice={invoice} onClose={close} />}
      {dialog === 'payment' && <RecordPaymentDialog invoice={invoice} onClose={close} />}
      {dialog === 'cancel' && <CancelInvoiceDialog invoice={invoice} onClose={close} />}
    </Group>
  );
}
