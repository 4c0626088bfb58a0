import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Said in a dialog that acts on the quote as the server holds it while the editor has unsaved
 * changes: the client would get the quote as last saved.
 */
export function UnsavedNote({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <Alert color="yellow" role="status" icon={<IconAlertTriangle aria-hidden />}>
      {t('quoteActions.unsaved')}
    </Alert>
  );
}
