import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DocumentLanguage } from '@rumbo/domain';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPreview } from './pdf-preview.tsx';
import { useDialogSize } from '../use-dialog-size.ts';

/** The words of a PDF dialog, in the person's language. */
export type PdfDialogTexts = {
  title: string;
  close: string;
  language: string;
  download: string;
  loading: string;
  /** Why the PDF could not be had (the server away, or its refusal). */
  failure: (error: unknown) => string;
  preview: string;
  previewFailed: string;
};

export type PdfDialogProps = {
  /** What the PDF is of, for its query key (`['quote-pdf', id]`). */
  queryKey: readonly string[];
  fetchPdf: (language: DocumentLanguage, signal: AbortSignal) => Promise<Blob>;
  /** The downloaded file's name without `-{lang}.pdf`. */
  fileStem: string;
  texts: PdfDialogTexts;
  onClose: () => void;
  /** Shown above the language choice (an unsaved-changes note). */
  note?: ReactNode;
};

/**
 * A record's PDF as the server writes it, in Spanish or English: previewed in the page (phones
 * too) and downloaded. Quotes and invoices open their PDFs in it.
 */
export function PdfDialog({ queryKey, fetchPdf, fileStem, texts, onClose, note }: PdfDialogProps) {
  const { t, i18n } = useTranslation();
  const size = useDialogSize('xl');
  const [language, setLanguage] = useState<DocumentLanguage>(
    i18n.language.startsWith('en') ? 'en' : 'es',
  );
  const pdf = useQuery({
    queryKey: [...queryKey, language],
    queryFn: ({ signal }) => fetchPdf(language, signal),
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
      title={texts.title}
      closeButtonProps={{ 'aria-label': texts.close }}
      {...size}
    >
      <Stack gap="sm">
        {note}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={texts.language}
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
            download={`${fileStem}-${language}.pdf`}
            disabled={!download}
            leftSection={<IconDownload size={16} aria-hidden />}
            variant="default"
          >
            {texts.download}
          </Button>
        </Group>
        {pdf.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{texts.loading}</Text>
          </Group>
        )}
        {pdf.error && (
          <Alert color="red" role="alert">
            {texts.failure(pdf.error)}
          </Alert>
        )}
        {pdf.data && (
          <PdfPreview pdf={pdf.data} label={texts.preview} failedText={texts.previewFailed} />
        )}
      </Stack>
    </Modal>
  );
}
