import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DocumentLanguage, QuotesRecord } from '@rumbo/domain';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { fetchQuotePdf } from '#data/quotes/quote-pdf.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { PdfPreview } from '#ui/pdf/pdf-preview.tsx';
import { UnsavedNote } from './unsaved-note.tsx';
import { useDialogSize } from './use-dialog-size.ts';

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
  const { t, i18n } = useTranslation();
  const size = useDialogSize('xl');
  const [language, setLanguage] = useState<DocumentLanguage>(
    i18n.language.startsWith('en') ? 'en' : 'es',
  );
  const pdf = useQuery({
    queryKey: ['quote-pdf', quote.id, language],
    queryFn: ({ signal }) => fetchQuotePdf(quote.id, language, signal),
    networkMode: 'always',
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const download = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => () => void (download && URL.revokeObjectURL(download)), [download]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('quoteActions.pdf.title', { code: quote.code })}
      closeButtonProps={{ 'aria-label': t('quoteActions.close') }}
      {...size}
    >
      <Stack gap="sm">
        <UnsavedNote show={isDirty} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('quoteActions.pdf.language')}
            value={language}
            onChange={(value) => setLanguage(value as DocumentLanguage)}
            data={[
              { value: 'es', label: t('language.names.es') },
              { value: 'en', label: t('language.names.en') },
            ]}
          />
          <Button
            component="a"
            href={download ?? undefined}
            download={`${quote.code || 'quote'}-${language}.pdf`}
            disabled={!download}
            leftSection={<IconDownload size={16} aria-hidden />}
            variant="default"
          >
            {t('quoteActions.pdf.download')}
          </Button>
        </Group>
        {pdf.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('quoteActions.pdf.loading')}</Text>
          </Group>
        )}
        {pdf.error && (
          <Alert color="red" role="alert">
            {isServerUnreachable(pdf.error)
              ? t('quoteActions.pdf.offline')
              : t('quoteActions.pdf.failed', { message: serverErrorText(pdf.error) })}
          </Alert>
        )}
        {pdf.data && (
          <PdfPreview
            pdf={pdf.data}
            label={t('quoteActions.pdf.preview', { code: quote.code })}
            failedText={t('quoteActions.pdf.previewFailed')}
          />
        )}
      </Stack>
    </Modal>
  );
}
