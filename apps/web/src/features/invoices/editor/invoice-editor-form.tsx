import { Alert, Card, Stack, Title } from '@mantine/core';
import { isInvoiceEditable, type ExchangeRate, type Partner } from '@rumbo/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteInvoice } from '#data/invoices/invoice-moves.ts';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { paths } from '#lib/paths.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { InvoiceActions } from '../actions/invoice-actions.tsx';
import { InvoicePayments } from '../actions/invoice-payments.tsx';
import { InvoiceStampInfo } from '../actions/invoice-stamp-info.tsx';
import { InvoiceClientFiscal } from './invoice-client-fiscal.tsx';
import { draftOfRecord, type InvoiceDraft } from './invoice-draft.ts';
import { InvoiceEditorHeader } from './invoice-editor-header.tsx';
import { useFieldProblems } from './invoice-field-problems.tsx';
import { invoiceFigures } from './invoice-figures.ts';
import { partiesOf, type ShipmentSources } from './invoice-from-shipments.ts';
import { InvoiceHeadFields } from './invoice-head-fields.tsx';
import { InvoiceLinesSection } from './invoice-lines-section.tsx';
import { draftProblems, type EditorProblem } from './invoice-problems.ts';
import { InvoiceProblemsPanel } from './invoice-problems-panel.tsx';
import { InvoiceSourcesNote } from './invoice-sources-note.tsx';
import { InvoiceStampStatus } from './invoice-stamp-status.tsx';
import { InvoiceTotals } from './invoice-totals.tsx';
import { useInvoiceDraft } from './use-invoice-draft.ts';
import { useInvoiceInputs } from './use-invoice-inputs.ts';
import { i18n } from '#i18n/i18n.ts';
import { useLeaveGuard } from '#ui/use-leave-guard.ts';
import { useInvoiceSubmit } from './use-invoice-submit.ts';

/** What the editor asks before unsaved edits are left behind. */
const INVOICEEDITOR_LEAVE = () => ({
  message: i18n.t('invoiceEditor.leave.message'),
  confirmLabel: i18n.t('invoiceEditor.leave.confirm'),
});

export type InvoiceEditorFormProps = {
  /** The saved invoice, or null for a new one (of `companyId`). */
  record: InvoiceRecord | null;
  companyId: string;
  initial: InvoiceDraft;
  partners: readonly Partner[];
  rates: readonly ExchangeRate[];
  /** The shipments a new invoice bills, or null. */
  sources: ShipmentSources | null;
  onChanged: () => void;
};

/**
 * The invoice being edited (a draft) or read (once sealed): client and payment terms, lines with
 * live totals, the problems that stop sealing at their fields and in a list, Save and "Seal and
 * stamp"; a stamped invoice's UUID, documents, payments and cancellation.
 */
export function InvoiceEditorForm(props: InvoiceEditorFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { record, sources } = props;
  const state = useInvoiceDraft(props.initial);
  const { draft } = state;
  const leavingSavedRef = useLeaveGuard(state.isDirty, INVOICEEDITOR_LEAVE);
  // The invoice changed on the server (saved, stamped, paid): without unsaved edits the editor
  // shows it as it now is.
  const [seenUpdate, setSeenUpdate] = useState(record?.updated);
  if (record && record.updated !== seenUpdate) {
    setSeenUpdate(record.updated);
    if (!state.isDirty) state.reset(draftOfRecord(record));
  }
  const isEditable = record === null || isInvoiceEditable(record.state || 'draft');
  const inputs = useInvoiceInputs({ ...props, isEditable, state });
  const figures = useMemo(() => invoiceFigures(draft.lines), [draft.lines]);
  const problems = useMemo(() => {
    if (!isEditable) return [];
    const own = draftProblems(draft, figures, inputs.clientFiscal, inputs.rate).filter(
      // The client's data are judged once read, not while they load.
      (problem) => !inputs.isFiscalLoading || !problem.field.startsWith('client'),
    );
    return dedupe([...state.refused, ...own]);
  }, [
    isEditable,
    draft,
    figures,
    inputs.clientFiscal,
    inputs.rate,
    inputs.isFiscalLoading,
    state.refused,
  ]);
  const problemsAt = useFieldProblems(problems);
  const submit = useInvoiceSubmit({
    ...props,
    state,
    figures,
    problems,
    isLeavingSaved: leavingSavedRef,
  });
  const remove = useDeleteInvoice();
  const handleDelete = async () => {
    if (!record) return;
    const confirmed = await confirmAction({
      message: t('invoiceEditor.deleteConfirm', { code: record.code }),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(record.id);
      leavingSavedRef.current = true;
      showToast({ tone: 'success', message: t('invoiceEditor.deleted', { code: record.code }) });
      void navigate(paths.dashboard.invoices);
    } catch (error) {
      showToast({ tone: 'error', message: serverErrorText(error) });
    }
  };
  const isStamped = record !== null && !isEditable && record.state !== 'sealed';

  return (
    <Stack gap="md">
      <InvoiceEditorHeader
        record={record}
        isDirty={state.isDirty}
        isEditable={isEditable}
        isSaving={submit.isSaving}
        isStamping={submit.isStamping}
        isDeleting={remove.isPending}
        hasBlocks={problems.some((problem) => problem.severity === 'block')}
        onSave={submit.handleSave}
        onStamp={submit.handleStamp}
        onDelete={() => void handleDelete()}
      />
      <InvoiceStampStatus
        record={record}
        isStamping={submit.isStamping}
        pac={submit.pac}
        onRetry={submit.handleStamp}
      />
      {submit.formError && (
        <Alert color="red" variant="light" role="alert">
          {submit.formError}
        </Alert>
      )}
      {isStamped && (
        <Section title={t('invoiceEditor.sections.stamp')}>
          <InvoiceStampInfo invoice={record} />
          <InvoiceActions invoice={record} />
        </Section>
      )}
      {isEditable && <InvoiceProblemsPanel problems={problems} />}
      {isEditable && sources && <InvoiceSourcesNote sources={sources} currency={draft.currency} />}
      <Section title={t('invoiceEditor.sections.head')}>
        <InvoiceHeadFields
          draft={draft}
          partners={props.partners}
          parties={sources ? partiesOf(sources.shipments) : []}
          clientName={record?.clientName ?? ''}
          fiscal={inputs.fiscal}
          rate={inputs.rate}
          problemsAt={problemsAt}
          isReadOnly={!isEditable}
          onHead={state.patchHead}
        />
        <InvoiceClientFiscal
          clientId={draft.client}
          fiscal={inputs.fiscal}
          isLoading={inputs.isFiscalLoading}
          problemsAt={problemsAt}
          isReadOnly={!isEditable}
        />
      </Section>
      <Section title={t('invoiceEditor.sections.lines')}>
        <InvoiceLinesSection
          draft={draft}
          figures={figures}
          problemsAt={problemsAt}
          isReadOnly={!isEditable}
          state={state}
        />
        <InvoiceTotals figures={figures} currency={draft.currency} rate={inputs.rate} />
      </Section>
      {isStamped && (
        <Section title={t('invoiceEditor.sections.payments')}>
          <InvoicePayments invoice={record} />
        </Section>
      )}
    </Stack>
  );
}

/** Each problem once: the server's and the domain's may name the same. */
function dedupe(problems: EditorProblem[]): EditorProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.field}|${problem.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
