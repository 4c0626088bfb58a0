import { useParams } from 'react-router';
import { useAccess } from '#features/access/use-access.ts';
import { InvoiceEditorPage } from '#features/invoices/editor/invoice-editor-page.tsx';

// /dashboard/invoices/new[?from=…] and /dashboard/invoices/:id (issue 39), on every plan;
// platform admins open any company's invoice.
export default function InvoiceEditorRoute() {
  const access = useAccess();
  const { id } = useParams();
  return (
    <InvoiceEditorPage
      key={id ?? 'new'}
      invoiceId={id ?? null}
      user={{
        companyId: access.isAdmin ? null : access.user?.company || null,
        isLoading: access.status === 'loading',
      }}
    />
  );
}
