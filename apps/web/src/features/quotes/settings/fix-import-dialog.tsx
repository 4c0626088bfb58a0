import { Alert, Button, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { ClientResponseError } from 'pocketbase';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { dayText } from './exchange-rate-text.ts';
import { FixImportPreview } from './fix-import-preview.tsx';
import { fixImportSize, useFixImport, type FixImportState } from './use-fix-import.ts';

export type FixImportDialogProps = { companyId: string; onClose: () => void };

/**
 * The FIX file the company downloads from Banco de México: chosen, compared with the table
 * (new, changed, unchanged days and the rows refused), then imported with its progress and the
 * result. Importing the same file again changes nothing.
 */
export function FixImportDialog({ companyId, onClose }: FixImportDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const { state, choose, run } = useFixImport(companyId);
  const isBusy = state.step === 'reading' || state.step === 'importing';
  const close = () => {
    if (!isBusy) onClose();
  };
  const size = state.step === 'planned' ? fixImportSize(state.plan) : 0;
  return (
    <Modal
      opened
      onClose={close}
      title={t('quoteSettings.fix.title')}
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={!isBusy}
      closeButtonProps={{ 'aria-label': t('quoteSettings.fix.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('quoteSettings.fix.intro')}</Text>
        <FileInput
          label={t('quoteSettings.fix.chooseFile')}
          placeholder={t('quoteSettings.fix.choosePlaceholder')}
          accept=".csv,.txt,text/csv,text/plain"
          leftSection={<IconFileText size={16} aria-hidden />}
          onChange={(file) => void choose(file)}
          disabled={isBusy || state.step === 'finished'}
          clearable
          clearButtonProps={{ 'aria-label': t('quoteSettings.fix.clearFile') }}
        />
        <ImportStatus state={state} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={isBusy}>
            {state.step === 'planned'
              ? t('quoteSettings.fix.cancel')
              : t('quoteSettings.fix.close')}
          </Button>
          {state.step === 'planned' && size > 0 && (
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => void run()}>
              {t('quoteSettings.fix.import', { count: size })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportStatus({ state }: { state: FixImportState }) {
  const { t } = useTranslation();
  switch (state.step) {
    case 'reading':
      return (
        <Text size="sm" role="status">
          {t('quoteSettings.fix.reading')}
        </Text>
      );
    case 'unreadable':
      return (
        <Alert color="red" variant="light" role="alert">
          <ReadingFailure error={state.error} />
        </Alert>
      );
    case 'planned': {
      const { plan } = state;
      const isEmpty = plan.fresh.length + plan.changed.length + plan.unchanged.length === 0;
      return (
        <Stack gap="sm">
          {isEmpty ? (
            <Alert color="yellow" variant="light" role="alert">
              {t('quoteSettings.fix.nothingFound')}
            </Alert>
          ) : (
            fixImportSize(plan) === 0 && (
              <Alert color="blue" variant="light" role="status">
                {t('quoteSettings.fix.nothingToImport')}
              </Alert>
            )
          )}
          <FixImportPreview plan={plan} />
        </Stack>
      );
    }
    case 'importing':
      return (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {t('quoteSettings.fix.importing', { done: state.done, total: state.total })}
          </Text>
          <Progress
            value={(100 * state.done) / Math.max(state.total, 1)}
            aria-label={t('quoteSettings.fix.progressLabel')}
          />
        </Stack>
      );
    case 'finished':
      return <ImportResult state={state} />;
    default:
      return null;
  }
}

/** Why a chosen file shows no preview: the server away or refusing, or the file itself. */
function ReadingFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isServerUnreachable(error)) return <>{t('quoteSettings.fix.offline')}</>;
  const message = serverErrorText(error);
  if (error instanceof ClientResponseError)
    return <>{t('quoteSettings.fix.compareFailed', { message })}</>;
  return <>{t('quoteSettings.fix.unreadable', { message })}</>;
}

function ImportResult({ state }: { state: Extract<FixImportState, { step: 'finished' }> }) {
  const { t } = useTranslation();
  const { result, plan } = state;
  // Days already as in the file before the import, and days someone else wrote meanwhile.
  const unchanged = plan.unchanged.length + result.unchanged;
  return (
    <Stack gap="sm">
      <Alert color={result.failed.length ? 'yellow' : 'teal'} variant="light" role="status">
        {t('quoteSettings.fix.done', {
          created: result.created,
          updated: result.updated,
          unchanged,
        })}
      </Alert>
      {result.failed.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('quoteSettings.fix.failedTitle', { count: result.failed.length })}
        >
          <List size="sm">
            {result.failed.map((failure) => (
              <List.Item key={failure.day}>
                {t('quoteSettings.fix.failedDay', {
                  day: dayText(failure.day),
                  message: serverErrorText(failure.error),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
