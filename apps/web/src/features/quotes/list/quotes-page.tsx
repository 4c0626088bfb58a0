import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { PlanRefusal } from '#ui/plan-refusal.tsx';
import { QuoteList } from './quote-list.tsx';
import type { QuoteListUser } from './quote-list-user.ts';

/**
 * /dashboard/quotes (issue 38): the company's quotes, or the refusal for the silver plan, as
 * Tariffs (SPEC §2). The list, and so every quotes query, only mounts once the plan allows it.
 */
export function QuotesPage({ user }: { user: QuoteListUser }) {
  const { t } = useTranslation();
  if (user.isLoading)
    return (
      <Stack align="center" py="xl">
        <BusySpinner label={t('quotesList.loading')} />
      </Stack>
    );
  if (!user.canSeeTariffs)
    return (
      <PlanRefusal
        titleId="quotes-refusal-title"
        mt="xl"
        texts={{
          title: t('quotesList.refusal.title'),
          message: t('quotesList.refusal.message'),
          hint: t('quotesList.refusal.hint'),
          link: t('quotesList.refusal.link'),
        }}
      />
    );
  return <QuoteList user={user} />;
}
