import type { QuotesRecord } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { fetchQuotePdf } from '#data/quotes/quote-pdf.ts';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { PdfDialog } from '#ui/pdf/pdf-dialog.tsx';
import { UnsavedNote } from './unsaved-note.tsx';

export type QuotePdfDialogProps = {
  quote: Pick<QuotesRecord, 'id' | 'code'>;
  onClose: () => void;
  /** The editor holds unsaved changes the server does not have. */
  isDirty?: boolean;
};

/**
 * The client's PDF of the quote as the server holds it, in Spanish or English: previewed in the
 * page (phones too) and downloaded. It shows the sell amounts only, never buy or margin.
 */
export function QuotePdfDialog({ quote, onClose, isDirty = false }: QuotePdfDialogProps) {
  const { t } = useTranslation();
  return (
    <PdfDialog
      queryKey={['quote-pdf', quote.id]}
      fetchPdf={(language, signal) => fetchQuotePdf(quote.id, language, signal)}
      fileStem={quote.code || 'quote'}
      onClose={onClose}
      note={<UnsavedNote show={isDirty} />}
      texts={{
        title: t('quoteActions.pdf.title', { code: quote.code }),
        close: t('quoteActions.close'),
        language: t('quoteActions.pdf.language'),
        download: t('quoteActions.pdf.download'),
        loading: t('quoteActions.pdf.loading'),
        failure: (error) =>
          isServerUnreachable(error)
            ? t('quoteActions.pdf.offline')
            : t('quoteActions.pdf.failed', { message: serverErrorText(error) }),
        preview: t('quoteActions.pdf.preview', { code: quote.code }),
        previewFailed: t('quoteActions.pdf.previewFailed'),
      }}
    />
  );
}
