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
import { useMediaQuery } from '@mantine/hooks';
import type { Tariff } from '@rumbo/domain';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerCompaniesQuery } from '#data/partners/partner-companies-query.ts';
import { signedInUserId } from '#data/session/signed-in-user.ts';
import { tariffPlanSize } from './tariff-publish-plan.ts';
import { TariffUploadDiff } from './tariff-upload-diff.tsx';
import { TariffUploadErrors } from './tariff-upload-errors.tsx';
import { useTariffUpload, type TariffUploadState } from './use-tariff-upload.ts';

export type TariffUploadDialogProps = {
  tariffs: Tariff[];
  /** null for a platform admin: the dialog asks which company the rates belong to. */
  companyId: string | null;
  onClose: () => void;
};

/** File choice, the check of every row (refused whole, or the diff), then publishing. */
export function TariffUploadDialog(props: TariffUploadDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const userId = signedInUserId();
  const companies = useQuery(partnerCompaniesQuery(props.companyId === null));
  const [chosenCompany, setChosenCompany] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useTariffUpload();
  const { state } = upload;
  const companyId = props.companyId ?? chosenCompany;
  const isBusy = state.step === 'reading' || state.step === 'publishing';
  const close = () => {
    if (!isBusy) props.onClose();
  };
  const checkFile = (chosen: File | null, company = companyId) => {
    setFile(chosen);
    const lines = props.tariffs.filter((tariff) => tariff.company === company);
    void upload.check(company ? chosen : null, lines);
  };
  const chooseCompany = (company: string | null) => {
    setChosenCompany(company);
    checkFile(file, company);
  };
  const publish = async () => {
    if (!companyId || !userId) return;
    if (await upload.publish({ companyId, userId })) props.onClose();
  };
  const plan = 'plan' in state ? state.plan : null;
  const changeCount = plan ? tariffPlanSize(plan) : 0;
  return (
    <Modal
      opened
      onClose={close}
      title={t('tariffImport.dialogTitle')}
      size="xl"
      fullScreen={isPhone}
      closeOnClickOutside={!isBusy}
      closeButtonProps={{ 'aria-label': t('tariffImport.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('tariffImport.intro')}</Text>
        {props.companyId === null && (
          <Select
            label={t('tariffImport.company')}
            placeholder={t('tariffImport.companyPlaceholder')}
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={chosenCompany}
            onChange={chooseCompany}
            disabled={isBusy}
            searchable
          />
        )}
        <FileInput
          label={t('tariffImport.chooseFile')}
          placeholder={t('tariffImport.choosePlaceholder')}
          description={companyId ? undefined : t('tariffImport.chooseCompanyFirst')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => checkFile(chosen)}
          disabled={isBusy || !companyId}
          clearable
          clearButtonProps={{ 'aria-label': t('tariffImport.clearFile') }}
        />
        <UploadStatus state={state} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={isBusy}>
            {state.step === 'checked' ? t('tariffImport.cancel') : t('tariffImport.close')}
          </Button>
          {plan && state.step !== 'failed' && (
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => void publish()}
              disabled={changeCount === 0 || !userId}
              loading={state.step === 'publishing'}
            >
              {t('tariffImport.publish', { count: changeCount })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function UploadStatus({ state }: { state: TariffUploadState }) {
  const { t } = useTranslation();
  switch (state.step) {
    case 'reading':
      return (
        <Text size="sm" role="status">
          {t('tariffImport.reading')}
        </Text>
      );
    case 'fileError':
      return (
        <Alert color="red" variant="light" role="alert">
          {t(state.reason === 'empty' ? 'tariffImport.empty' : 'tariffImport.unreadable')}
        </Alert>
      );
    case 'refused':
      return <TariffUploadErrors errors={state.errors} />;
    case 'checked':
      return (
        <Stack gap="sm">
          {state.isOffline && (
            <Alert color="red" variant="light" role="alert">
              {t('tariffImport.offline')}
            </Alert>
          )}
          <TariffUploadDiff diff={state.diff} />
        </Stack>
      );
    case 'publishing':
      return (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {t('tariffImport.publishing', { done: state.done, total: state.total })}
          </Text>
          <Progress
            value={(100 * state.done) / Math.max(state.total, 1)}
            aria-label={t('tariffImport.progressLabel')}
          />
        </Stack>
      );
    case 'failed':
      return (
        <Alert color="red" variant="light" role="alert">
          {state.outcome.undoFailures === 0
            ? t('tariffImport.failedUndone', {
                message: state.message,
                count: state.outcome.undone,
              })
            : t('tariffImport.failedPartly', {
                message: state.message,
                failures: state.outcome.undoFailures,
              })}
        </Alert>
      );
    default:
      return null;
  }
}
