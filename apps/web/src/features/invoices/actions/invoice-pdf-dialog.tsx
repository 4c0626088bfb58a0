import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DocumentLanguage } from '@rumbo/domain';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { fetchInvoicePdf } from '#data/invoices/invoice-documents.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { PdfPreview } from '#ui/pdf/pdf-preview.tsx';
import { useDialogSize } from './use-dialog-size.ts';

export type InvoicePdfDialogProps = {
  invoice: { id: string; code: string };
  onClose: () => void;
};

/**
 * The CFDI's printed representation as the server writes it (with the stamp's QR code and the
 * chain), in Spanish or English: previewed in the page (phones too) and downloaded.
 */
export function InvoicePdfDialog({ invoice, onClose }: InvoicePdfDialogProps) {
  const { t, i18n } = useTranslation();
  const size = useDialogSize('xl');
  const [language, setLanguage] = useState<DocumentLanguage>(
    i18n.language.startsWith('en') ? 'en' : 'es',
  );
  const pdf = useQuery({
    queryKey: ['invoice-pdf', invoice.id, language],
    queryFn: ({ signal }) => fetchInvoicePdf(invoice.id, language, signal),
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
      title={t('invoiceActions.pdf.title', { code: invoice.code })}
      closeButtonProps={{ 'aria-label': t('invoiceActions.close') }}
      {...size}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('invoiceActions.pdf.language')}
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
            download={`${invoice.code || 'invoice'}-${language}.pdf`}
            disabled={!download}
            leftSection={<IconDownload size={16} aria-hidden />}
            variant="default"
          >
            {t('invoiceActions.pdf.download')}
          </Button>
        </Group>
        {pdf.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('invoiceActions.pdf.loading')}</Text>
          </Group>
        )}
        {pdf.error && (
          <Alert color="red" role="alert">
            {isServerUnreachable(pdf.error)
              ? t('invoiceActions.pdf.offline')
              : t('invoiceActions.pdf.failed', { message: serverErrorText(pdf.error) })}
          </Alert>
        )}
        {pdf.data && (
          <PdfPreview
            pdf={pdf.data}
            label={t('invoiceActions.pdf.preview', { code: invoice.code })}
            failedText={t('invoiceActions.pdf.previewFailed')}
          />
        )}
      </Stack>
    </Modal>
  );
}
