import type { CompaniesRecord } from '@rumbo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANIES_KEY, companyRecordQuery } from '#data/companies/companies-query.ts';
import { companyCountsQuery } from '#data/companies/company-counts-query.ts';
import { deleteCompany, saveCompany, type SaveCompanyInput } from '#data/companies/save-company.ts';
import { SaveCancelledError } from '#data/common/save-cancelled-error.ts';
import { i18n } from '#i18n/i18n.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { serverErrorText } from '#i18n/server-errors.ts';

/**
 * Save and delete with their toasts. A save puts the answer in the company's cache entry (the
 * one the sidebar reads, so its brand follows at once) and refreshes every company query.
 */
export function useCompanyActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [COMPANIES_KEY] });

  const save = useMutation({
    mutationFn: (input: SaveCompanyInput) => saveCompany(input),
    onSuccess: (saved, input) => {
      queryClient.setQueryData(companyRecordQuery(saved.id).queryKey, saved);
      void refresh();
      showToast({
        message: t(input.id ? 'companies.editor.saved' : 'companies.editor.created'),
        tone: 'success',
      });
    },
  });

  const remove = async (company: CompaniesRecord): Promise<boolean> => {
    const counts = await queryClient.fetchQuery(companyCountsQuery(company.id)).catch(() => null);
    const hasData = counts !== null && (counts.users > 0 || counts.shipments > 0);
    const confirmed = await confirmAction({
      message: hasData
        ? t('companies.editor.deleteConfirmWithData', { name: company.name, ...counts })
        : t('companies.editor.deleteConfirm', { name: company.name }),
      confirmLabel: t('companies.editor.deleteLabel'),
      destructive: true,
    });
    if (!confirmed) return false;
    try {
      await deleteCompany(company.id);
      queryClient.removeQueries({ queryKey: companyRecordQuery(company.id).queryKey });
      void refresh();
      showToast({
        message: t('companies.editor.deleted', { name: company.name }),
        tone: 'success',
      });
      return true;
    } catch (error) {
      showToast({
        message: t('companies.editor.deleteFailed', { message: errorMessage(error) }),
        tone: 'error',
      });
      return false;
    }
  };

  return { save, remove };
}

export function errorMessage(error: unknown): string {
  if (error instanceof SaveCancelledError) return i18n.t('saveConflict.cancelled');
  return serverErrorText(error);
}
