import { Box, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoicePageQuery } from '#data/invoices/invoices-query.ts';
import { useCompanyNames } from '#data/partners/partner-companies-query.ts';
import { partnersQuery } from '#data/partners/partners-query.ts';
import { paths } from '#lib/paths.ts';
import { InvoiceListBody } from './invoice-list-body.tsx';
import { InvoiceListFilters, type InvoiceClientChoice } from './invoice-list-filters.tsx';
import { isInvoiceListFiltered } from './invoice-list-url.ts';
import type { InvoiceListUser } from './invoice-list-user.ts';
import { useInvoiceListLocation } from './use-invoice-list-location.ts';

const PER_PAGE = 20;
// SPEC §9's mobile breakpoint, as the other lists: cards instead of the table's columns.
const CARDS_QUERY = '(max-width: 860px)';

/**
 * The company's invoices (issue 39), a page at a time from the server, newest first, filtered
 * by state, client, currency, days and a search, all kept in the address. An invoice opens in
 * the editor. Online only: there is no copy.
 */
export function InvoiceList({ user }: { user: InvoiceListUser }) {
  const { t } = useTranslation();
  const controls = useInvoiceListLocation();
  const { view, sort, page, setPage } = controls;
  const list = useQuery(invoicePageQuery({ ...view, sort, page, perPage: PER_PAGE }));
  const { names } = useCompanyNames(user.isAdmin);
  const clients = useClientChoices(user, names);
  const isCards =
    useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const totalPages = list.data?.totalPages ?? 0;
  const totalItems = list.data?.totalItems ?? 0;
  // A link to a page past the end (invoices deleted since): its last page.
  const isPastTheEnd = !list.isPlaceholderData && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (isPastTheEnd) setPage(totalPages);
  }, [isPastTheEnd, totalPages, setPage]);
  const canCreate = user.companyId !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('invoicesList.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('invoicesList.intro')}
          </Text>
        </Stack>
        {canCreate && (
          <Button
            component={Link}
            to={paths.dashboard.invoiceNew}
            size={isCards ? 'sm' : 'md'}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('invoicesList.newInvoice')}
          </Button>
        )}
      </Group>
      <InvoiceListFilters controls={controls} clients={clients} isNarrow={isCards} />
      {list.data && !list.isError && totalItems > 0 && (
        <Text size="sm" fw={500} role="status">
          {t('invoicesList.count', { count: totalItems })}
        </Text>
      )}
      <InvoiceListBody
        list={list}
        isFiltered={isInvoiceListFiltered(view)}
        onClear={controls.clearFilters}
        rows={{ companyNames: user.isAdmin ? names : null }}
        isCards={isCards}
        canCreate={canCreate}
      />
      {totalPages > 1 && !list.isError && (
        <Box component="nav" aria-label={t('invoicesList.pagination')}>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={setPage}
            size={isCards ? 'sm' : 'md'}
            getControlProps={(control) => ({ 'aria-label': t(`invoicesList.${control}Page`) })}
          />
        </Box>
      )}
    </Stack>
  );
}

/** The client picker's partners: the company's, or every company's (named) for an admin. */
function useClientChoices(
  user: InvoiceListUser,
  names: ReadonlyMap<string, string>,
): InvoiceClientChoice[] {
  const partners = useQuery(partnersQuery(user.companyId));
  return useMemo(
    () =>
      (partners.data ?? []).map((partner) => {
        const company = user.isAdmin ? names.get(partner.company) : undefined;
        const name = partner.displayName || partner.razonSocial || partner.id;
        return { value: partner.id, label: company ? `${name} · ${company}` : name };
      }),
    [partners.data, names, user.isAdmin],
  );
}
