import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import InvoiceEditor from './invoice-editor.tsx';

export type InvoiceEditorUser = {
  /** The user's company, or null for a platform admin. */
  companyId: string | null;
  /** Still learning the user's company. */
  isLoading: boolean;
};

/** The invoice editor (issue 39), on every plan, once the user's company is known. */
export function InvoiceEditorPage({
  user,
  invoiceId,
}: {
  user: InvoiceEditorUser;
  invoiceId: string | null;
}) {
  const { t } = useTranslation();
  if (user.isLoading)
    return (
      <Stack align="center" py="xl">
        <BusySpinner label={t('invoiceEditor.loading')} />
      </Stack>
    );
  return <InvoiceEditor invoiceId={invoiceId} companyId={user.companyId} />;
}
