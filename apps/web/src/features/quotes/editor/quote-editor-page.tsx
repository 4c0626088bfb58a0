import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { PlanRefusal } from '#ui/plan-refusal.tsx';
import QuoteEditor from './quote-editor.tsx';

export type QuoteEditorUser = {
  /** The user's company, or null for a platform admin. */
  companyId: string | null;
  /** Still learning the user's company and plan. */
  isLoading: boolean;
  /** False on the silver plan (no tariffs, no quotes): refused, and no data is read. */
  canSeeTariffs: boolean;
};

/** The quote editor behind the Tariffs gate (issue 38): the silver plan is refused. */
export function QuoteEditorPage({
  user,
  quoteId,
}: {
  user: QuoteEditorUser;
  quoteId: string | null;
}) {
  const { t } = useTranslation();
  if (user.isLoading)
    return (
      <Stack align="center" py="xl">
        <BusySpinner label={t('quoteEditor.loading')} />
      </Stack>
    );
  if (!user.canSeeTariffs)
    return (
      <PlanRefusal
        titleId="quote-editor-refusal-title"
        mt="xl"
        texts={{
          title: t('quoteEditor.refusal.title'),
          message: t('quoteEditor.refusal.message'),
          hint: t('quoteEditor.refusal.hint'),
          link: t('quoteEditor.refusal.link'),
        }}
      />
    );
  return <QuoteEditor quoteId={quoteId} companyId={user.companyId} />;
}
