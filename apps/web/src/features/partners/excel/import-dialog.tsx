import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_SHEET_COLUMNS } from '@rumbo/domain';
import type { PartnerCompany } from '#data/partners/partner-companies-query.ts';
import { ImportProblems } from './import-problems.tsx';
import { usePartnersImport } from './use-partners-import.ts';
import { useTemplateDownload } from './use-template-download.ts';

const COLUMN_HEADERS = new Map(PARTNER_SHEET_COLUMNS.map((c) => [c.key, c.header]));

export type ImportDialogProps = {
  opened: boolean;
  onClose: () => void;
  userId: string;
  /** Platform admins choose the company the partners are filed under. */
  companies: readonly PartnerCompany[] | null;
};

/** Template download, file choice, the check of every row, then the import with its progress. */
export function ImportDialog(props: ImportDialogProps) {
  const { t } = useTranslation();
  const template = useTemplateDownload();
  const { state, choose, start, reset } = usePartnersImport(props.userId);
  const [file, setFile] = useState<File | null>(null);
  const [company, setCompany] = useState<string | null>(null);
  const isBusy = state.step === 'importing' || state.step === 'reading';
  const handleClose = () => {
    if (isBusy) return;
    setFile(null);
    reset();
    props.onClose();
  };
  const handleFile = (chosen: File | null) => {
    setFile(chosen);
    void choose(chosen);
  };
  const handleStart = async () => {
    if (await start(company)) handleClose();
  };
  const check = 'check' in state ? state.check : null;
  const canStart =
    state.step === 'checked' &&
    state.check.errors.length === 0 &&
    (props.companies === null || company !== null);
  return (
    <Modal
      opened={props.opened}
      onClose={handleClose}
      title={t('partners.import.title')}
      closeButtonProps={{ 'aria-label': t('partners.import.close') }}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('partners.import.intro')}</Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void template.download()}
          loading={template.isBuilding}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('partners.import.template')}
        </Button>
        {props.companies && (
          <Select
            label={t('partners.form.company')}
            placeholder={t('partners.form.companyPlaceholder')}
            data={props.companies.map((c) => ({ value: c.id, label: c.name }))}
            value={company}
            onChange={setCompany}
            searchable
          />
        )}
        <FileInput
          label={t('partners.import.chooseFile')}
          placeholder={t('partners.import.choosePlaceholder')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={handleFile}
          disabled={isBusy}
          clearable
          clearButtonProps={{ 'aria-label': t('partners.import.clearFile') }}
        />
        <ImportStatus state={state} />
        {check && <ImportProblems errors={check.errors} warnings={check.warnings} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={isBusy}>
            {t('partners.import.close')}
          </Button>
          {check && check.errors.length === 0 && (
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => void handleStart()}
              disabled={!canStart}
              loading={state.step === 'importing'}
            >
              {t('partners.import.start', { count: check.drafts.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportStatus({ state }: { state: ReturnType<typeof usePartnersImport>['state'] }) {
  const { t } = useTranslation();
  switch (state.step) {
    case 'reading':
      return <Text size="sm">{t('partners.import.reading')}</Text>;
    case 'fileError':
      return (
        <Alert color="red" variant="light" role="alert">
          {t(state.reason === 'empty' ? 'partners.import.empty' : 'partners.import.unreadable')}
        </Alert>
      );
    case 'missingColumns':
      return (
        <Alert color="red" variant="light" role="alert">
          {t('partners.import.missingColumns', {
            columns: state.columns.map((key) => COLUMN_HEADERS.get(key) ?? key).join(', '),
          })}
        </Alert>
      );
    case 'checked':
      return state.check.errors.length > 0 ? (
        <Alert color="red" variant="light" role="alert">
          {t('partners.import.refused', { count: state.check.errors.length })}
        </Alert>
      ) : (
        <Alert color="teal" variant="light" role="status">
          {t('partners.import.ready', { count: state.check.drafts.length })}
        </Alert>
      );
    case 'importing':
      return (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {t('partners.import.progress', { done: state.done, count: state.check.drafts.length })}
          </Text>
          <Progress
            value={(100 * state.done) / Math.max(state.check.drafts.length, 1)}
            aria-label={t('partners.import.progressLabel')}
          />
        </Stack>
      );
    case 'failed':
      return (
        <Alert color="red" variant="light" role="alert">
          {t('partners.import.failedAt', {
            row: state.row,
            message: state.message,
            done: state.done,
          })}
        </Alert>
      );
    default:
      return null;
  }
}
