import { useTranslation } from 'react-i18next';
import { fetchInvoicePdf } from '#data/invoices/invoice-documents.ts';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { PdfDialog } from '#ui/pdf/pdf-dialog.tsx';

export type InvoicePdfDialogProps = {
  invoice: { id: string; code: string };
  onClose: () => void;
};

/**
 * The CFDI's printed representation as the server writes it (with the stamp's QR code and the
 * chain), in Spanish or English: previewed in the page (phones too) and downloaded.
 */
export function InvoicePdfDialog({ invoice, onClose }: InvoicePdfDialogProps) {
  const { t } = useTranslation();
  return (
    <PdfDialog
      queryKey={['invoice-pdf', invoice.id]}
      fetchPdf={(language, signal) => fetchInvoicePdf(invoice.id, language, signal)}
      fileStem={invoice.code || 'invoice'}
      onClose={onClose}
      texts={{
        title: t('invoiceActions.pdf.title', { code: invoice.code }),
        close: t('invoiceActions.close'),
        language: t('invoiceActions.pdf.language'),
        download: t('invoiceActions.pdf.download'),
        loading: t('invoiceActions.pdf.loading'),
        failure: (error) =>
          isServerUnreachable(error)
            ? t('invoiceActions.pdf.offline')
            : t('invoiceActions.pdf.failed', { message: serverErrorText(error) }),
        preview: t('invoiceActions.pdf.preview', { code: invoice.code }),
        previewFailed: t('invoiceActions.pdf.previewFailed'),
      }}
    />
  );
}
