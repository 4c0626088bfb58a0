import { Box, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { partnersQuery } from '#data/partners/partners-query.ts';
import { useCompanyNames } from '#data/partners/partner-companies-query.ts';
import { quotePageQuery, quoteShipmentCodesQuery } from '#data/quotes/quotes-query.ts';
import { paths } from '#lib/paths.ts';
import { QuoteListBody } from './quote-list-body.tsx';
import { QuoteListFilters, type QuoteClientChoice } from './quote-list-filters.tsx';
import type { QuoteListUser } from './quote-list-user.ts';
import { isQuoteListFiltered } from './quote-list-url.ts';
import { useQuoteListLocation } from './use-quote-list-location.ts';

const PER_PAGE = 20;
// SPEC §9's mobile breakpoint, as the other lists: cards instead of the table's columns.
const CARDS_QUERY = '(max-width: 860px)';

/**
 * The company's quotes (issue 38), a page at a time from the server, newest first, filtered by
 * state, client, lane, dates and a search, all kept in the address. A quote opens in the editor.
 * Online only: there is no copy.
 */
export function QuoteList({ user }: { user: QuoteListUser }) {
  const { t } = useTranslation();
  const controls = useQuoteListLocation();
  const { view, sort, page } = controls;
  const list = useQuery(quotePageQuery({ ...view, sort, page, perPage: PER_PAGE }));
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const codes = useQuery(
    quoteShipmentCodesQuery(
      items.map((quote) => ({ collection: quote.shipmentCollection, id: quote.shipment })),
    ),
  );
  const { names } = useCompanyNames(user.isAdmin);
  const clients = useClientChoices(user, names);
  const isCards =
    useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const totalPages = list.data?.totalPages ?? 0;
  const totalItems = list.data?.totalItems ?? 0;
  const { setPage } = controls;
  // A link to a page past the end (quotes deleted since): its last page.
  const isPastTheEnd = !list.isPlaceholderData && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (isPastTheEnd) setPage(totalPages);
  }, [isPastTheEnd, totalPages, setPage]);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('quotesList.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('quotesList.intro')}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button
            component={Link}
            to={paths.dashboard.quoteSettings}
            variant="default"
            size={isCards ? 'sm' : 'md'}
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            {t('quotesList.settingsLink')}
          </Button>
          <Button
            component={Link}
            to={paths.dashboard.quoteNew}
            size={isCards ? 'sm' : 'md'}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('quotesList.newQuote')}
          </Button>
        </Group>
      </Group>
      <QuoteListFilters controls={controls} clients={clients} isNarrow={isCards} />
      {list.data && !list.isError && totalItems > 0 && (
        <Text size="sm" fw={500} role="status">
          {t('quotesList.count', { count: totalItems })}
        </Text>
      )}
      <QuoteListBody
        list={list}
        isFiltered={isQuoteListFiltered(view)}
        onClear={controls.clearFilters}
        rows={{ items, codes: codes.data ?? new Map(), companyNames: user.isAdmin ? names : null }}
        isCards={isCards}
      />
      {totalPages > 1 && !list.isError && (
        <Box component="nav" aria-label={t('quotesList.pagination')}>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={controls.setPage}
            size={isCards ? 'sm' : 'md'}
            getControlProps={(control) => ({ 'aria-label': t(`quotesList.${control}Page`) })}
          />
        </Box>
      )}
    </Stack>
  );
}

/** The client picker's partners: the company's, or every company's (named) for an admin. */
function useClientChoices(
  user: QuoteListUser,
  names: ReadonlyMap<string, string>,
): QuoteClientChoice[] {
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
