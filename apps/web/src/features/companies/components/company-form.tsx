import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CompaniesRecord, FieldConflict } from '@rumbo/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictDialog } from '#ui/conflict-dialog.tsx';
import { recordFieldLabel } from '#ui/record-field-label.ts';
import { useConflictChoices } from '#ui/use-conflict-choices.ts';
import {
  companyFormValues,
  companySaveInput,
  type CompanyEditScope,
  type CompanyFormValues,
} from '../company-form-values.ts';
import { validateCompanyForm } from '../company-form-validation.ts';
import { errorMessage, useCompanyActions } from '../use-company-actions.ts';
import { BillingSection } from './billing-section.tsx';
import { BrandSection } from './brand-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { EmailSection } from './email-section.tsx';
import { IdentitySection } from './identity-section.tsx';
import { MembershipSection } from './membership-section.tsx';
import { MembershipSummary } from './membership-summary.tsx';
import { ModuleAccessSection } from './module-access-section.tsx';

export type CompanyFormViewProps = {
  /** Null: a new company. Read once: the host re-mounts the form (key) to load another state. */
  company: CompaniesRecord | null;
  scope: CompanyEditScope;
  nowMs: number;
  onSaved: (saved: CompaniesRecord) => void;
  /** Told whether the form holds unsaved changes (the history's undo waits for them). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Extra buttons beside Save (Delete). */
  actions?: ReactNode;
  /** Whether the person may replace the company's CSD (its superusers, platform admins). */
  canReplaceCsd?: boolean;
};

/**
 * Every company field (SPEC §3) in sections. Platform admins ('all') edit the membership, module
 * access and superusers too; company superusers ('profile') see those read-only.
 */
export function CompanyFormView(props: CompanyFormViewProps) {
  const { company, scope, nowMs, onSaved, onDirtyChange, actions, canReplaceCsd = false } = props;
  const translation = useTranslation();
  const { t } = translation;
  const { save } = useCompanyActions();
  const conflict = useConflictChoices();
  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues: companyFormValues(company),
    validate: (values) => validateCompanyForm(values, t),
  });
  const companyId = company?.id ?? null;
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const ask = (conflicts: FieldConflict[]) => conflict.ask(conflicts);
      const input = companySaveInput(values, company, scope);
      onSaved(
        await save.mutateAsync(company ? { ...input, versioned: { base: company, ask } } : input),
      );
    } catch {
      // The mutation keeps the error; the alert below shows it.
    }
  });
  const hasErrors = Object.keys(form.errors).length > 0;
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={company?.name || t('companies.editor.newTitle')}
    >
      <Stack gap="md">
        <IdentitySection form={form} />
        <BrandSection form={form} companyId={companyId} />
        <DocumentsSection form={form} companyId={companyId} />
        <EmailSection form={form} />
        <BillingSection form={form} company={company} nowMs={nowMs} canReplaceCsd={canReplaceCsd} />
        {scope === 'all' ? (
          <>
            <MembershipSection form={form} companyId={companyId} />
            <ModuleAccessSection form={form} />
          </>
        ) : (
          company && <MembershipSummary company={company} nowMs={nowMs} />
        )}
        {hasErrors && (
          <Alert color="red" role="alert">
            {t('companies.editor.invalid')}
          </Alert>
        )}
        {save.error && (
          <Alert color="red" role="alert">
            {t('companies.editor.saveFailed', { message: errorMessage(save.error) })}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {company ? t('companies.editor.save') : t('companies.editor.create')}
          </Button>
          {actions}
        </Group>
      </Stack>
      <ConflictDialog
        request={conflict.request}
        fieldLabel={(field) => recordFieldLabel(translation, 'companies', field)}
      />
    </form>
  );
}
