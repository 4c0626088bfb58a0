import { useParams } from 'react-router';
import { useAccess } from '#features/access/use-access.ts';
import { QuoteEditorPage } from '#features/quotes/editor/quote-editor-page.tsx';

// /dashboard/quotes/new and /dashboard/quotes/:id. Quotes follow the Tariffs gate: the silver
// plan is refused here (SPEC §2, issue 38); platform admins open any company's quote.
export default function QuoteEditorRoute() {
  const access = useAccess();
  const { id } = useParams();
  return (
    <QuoteEditorPage
      key={id ?? 'new'}
      quoteId={id ?? null}
      user={{
        companyId: access.isAdmin ? null : access.user?.company || null,
        isLoading: access.status === 'loading',
        canSeeTariffs: access.isAdmin || access.canSeeTariffs,
      }}
    />
  );
}
