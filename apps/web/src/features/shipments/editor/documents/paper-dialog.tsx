import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import type { DocumentLanguage, DocumentTemplate } from '@rumbo/domain';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRecordId } from '#data/common/record-id.ts';
import { fetchPaper, PaperRefusal, savePaper } from '#data/documents/shipment-papers.ts';
import { PdfPreview } from '#ui/pdf/pdf-preview.tsx';
import { showToast } from '#ui/toast.ts';
import { useMediaQuery } from '@mantine/hooks';
import type { PaperMenuProps } from './paper-menu.tsx';

export type PaperDialogProps = PaperMenuProps & {
  template: DocumentTemplate;
  onClose: () => void;
};

/**
 * One document of the shipment: previewed in the chosen language, downloaded, or saved as the
 * next version among the shipment's documents. It is written from what the server holds, so
 * unsaved edits are pointed out with a way to save them first.
 */
export function PaperDialog(props: PaperDialogProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const [language, setLanguage] = useState<DocumentLanguage>(
    i18n.language.startsWith('en') ? 'en' : 'es',
  );
  const title = t(`shipmentEditor.papers.titles.${props.template}`);
  const paper = useQuery({
    queryKey: ['paper', props.collection, props.shipmentId, props.template, language],
    queryFn: ({ signal }) =>
      fetchPaper(props.collection, props.shipmentId, props.template, language, signal),
    enabled: props.canReachServer,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={title}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('shipmentEditor.papers.close') }}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('shipmentEditor.papers.language')}
          value={language}
          onChange={(value) => setLanguage(value as DocumentLanguage)}
          data={[
            { value: 'es', label: 'Español' },
            { value: 'en', label: 'English' },
          ]}
        />
        {!props.canReachServer ? (
          <Text c="dimmed">{t('shipmentEditor.papers.offline')}</Text>
        ) : (
          <PaperBody {...props} title={title} language={language} paper={paper} />
        )}
      </Stack>
    </Modal>
  );
}

type PaperBodyProps = PaperDialogProps & {
  title: string;
  language: DocumentLanguage;
  paper: { data?: Blob; error: unknown; isPending: boolean };
};

function PaperBody({ paper, title, language, ...props }: PaperBodyProps) {
  const { t } = useTranslation();
  const [isSaving, setIsSaving] = useState(false);
  // One id per saved version asked for: a retry of the same click saves once.
  const [requestId, setRequestId] = useState(newRecordId);
  const refusal = paper.error instanceof PaperRefusal ? paper.error : null;
  const download = useMemo(
    () => (paper.data ? URL.createObjectURL(paper.data) : null),
    [paper.data],
  );
  useEffect(() => () => void (download && URL.revokeObjectURL(download)), [download]);
  const fieldLabel = (field: string) => {
    const [base = field, index] = field.split('.');
    const label = props.fieldLabel(base);
    return index === undefined ? label : `${label} ${Number(index) + 1}`;
  };
  const save = async () => {
    setIsSaving(true);
    try {
      const saved = await savePaper(
        props.collection,
        props.shipmentId,
        props.template,
        language,
        requestId,
      );
      props.onServerChange(saved.record);
      setRequestId(newRecordId());
      showToast({
        message: t('shipmentEditor.papers.saved', { name: saved.document.name }),
        tone: 'success',
      });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      showToast({ message: t('shipmentEditor.papers.failed', { message }), tone: 'error' });
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <>
      {props.isDirty && (
        <Alert color="yellow" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('shipmentEditor.papers.unsaved')}</Text>
            <Button size="xs" variant="light" onClick={props.onSaveFirst}>
              {t('shipmentEditor.papers.saveFirst')}
            </Button>
          </Stack>
        </Alert>
      )}
      {refusal && Object.keys(refusal.fields).length > 0 && (
        <Alert color="red" role="alert" title={t('shipmentEditor.papers.lacking')}>
          <List size="sm">
            {Object.entries(refusal.fields).map(([field, problem]) => (
              <List.Item key={field}>{`${fieldLabel(field)}: ${problem.message}`}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {paper.error && !(refusal && Object.keys(refusal.fields).length > 0) ? (
        <Alert color="red" role="alert">
          {t('shipmentEditor.papers.failed', {
            message: paper.error instanceof Error ? paper.error.message : String(paper.error),
          })}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          component="a"
          href={download ?? undefined}
          download={`${props.template}-${language}.pdf`}
          disabled={!download}
          leftSection={<IconDownload size={16} aria-hidden />}
          variant="default"
        >
          {t('shipmentEditor.papers.download')}
        </Button>
        {props.canSave && (
          <Button
            onClick={() => void save()}
            loading={isSaving}
            disabled={!paper.data}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('shipmentEditor.papers.save')}
          </Button>
        )}
      </Group>
      {paper.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('shipmentEditor.papers.loading')}</Text>
        </Group>
      )}
      {paper.data && (
        <PdfPreview
          pdf={paper.data}
          label={t('shipmentEditor.papers.preview', { title })}
          failedText={t('shipmentEditor.papers.previewFailed')}
        />
      )}
    </>
  );
}
