import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { InvoiceList } from './invoice-list.tsx';
import type { InvoiceListUser } from './invoice-list-user.ts';

/**
 * /dashboard/invoices (issue 39): the company's invoices, on every plan. The list, and so every
 * invoices query, mounts once the user's company is known.
 */
export function InvoicesPage({ user }: { user: InvoiceListUser }) {
  const { t } = useTranslation();
  if (user.isLoading)
    return (
      <Stack align="center" py="xl">
        <BusySpinner label={t('invoicesList.loading')} />
      </Stack>
    );
  return <InvoiceList user={user} />;
}
