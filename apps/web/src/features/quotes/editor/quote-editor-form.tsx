import { Alert, Card, Stack, Title } from '@mantine/core';
import {
  isQuoteEditable,
  proposeQuoteOptions,
  type ExchangeRate,
  type MarginRules,
  type Partner,
  type QuotesRecord,
  type Tariff,
} from '@rumbo/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { useSaveQuote } from '#data/quotes/quote-save.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { paths } from '#lib/paths.ts';
import { QuoteCargoFields } from './quote-cargo-fields.tsx';
import type { QuoteDraft } from './quote-draft.ts';
import { QuoteEditorHeader } from './quote-editor-header.tsx';
import { draftProblems, serverFieldErrors, type TariffDays } from './quote-field-errors.ts';
import { QuoteHeadFields } from './quote-head-fields.tsx';
import { QuoteOptionsSection } from './quote-options-section.tsx';
import { priceQuote } from './quote-pricing.ts';
import { cargoInput, draftOfRecord, quoteWriteOf } from './quote-record.ts';
import { useQuoteDraft } from './use-quote-draft.ts';
import { i18n } from '#i18n/i18n.ts';
import { useLeaveGuard } from '#ui/use-leave-guard.ts';

/** What the editor asks before unsaved edits are left behind. */
const QUOTEEDITOR_LEAVE = () => ({
  message: i18n.t('quoteEditor.leave.message'),
  confirmLabel: i18n.t('quoteEditor.leave.confirm'),
});

export type QuoteEditorFormProps = {
  /** The saved quote, or null for a new one (of `companyId`). */
  record: QuotesRecord | null;
  companyId: string;
  initial: QuoteDraft;
  partners: readonly Partner[];
  tariffs: readonly Tariff[];
  isLoadingTariffs: boolean;
  rates: readonly ExchangeRate[];
  rules: MarginRules;
  onChanged: () => void;
};

/**
 * The quote being edited: head, cargo, options with live totals and margin, and its save. Every
 * problem is shown at its field (the domain's checks first, then the server's), in the person's
 * language, and what was typed stays as it was.
 */
export function QuoteEditorForm(props: QuoteEditorFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useQuoteDraft(props.initial);
  const { draft, errors } = state;
  const save = useSaveQuote();
  const [formError, setFormError] = useState<string | null>(null);
  const isLeavingSaved = useLeaveGuard(state.isDirty, QUOTEEDITOR_LEAVE);
  const { record, rules, rates } = props;
  // The quote changed on the server (saved here, moved by an action): without unsaved edits,
  // the editor shows it as it now is (a new version, amounts as stored once accepted).
  const [seenUpdate, setSeenUpdate] = useState(record?.updated);
  if (record && record.updated !== seenUpdate) {
    setSeenUpdate(record.updated);
    if (!state.isDirty) state.reset(draftOfRecord(record));
  }
  const isReadOnly = record !== null && !isQuoteEditable(record.state || 'draft');
  const pricing = useMemo(
    () => priceQuote(draft, rules, rates, !isReadOnly),
    [draft, rules, rates, isReadOnly],
  );
  const tariffDays: TariffDays = useMemo(
    () =>
      new Map(props.tariffs.map((it) => [it.id, { validFrom: it.validFrom, validTo: it.validTo }])),
    [props.tariffs],
  );
  const needsRate = pricing.options.some((option) =>
    option.lines.some((line) => line.currency !== draft.currency),
  );
  const rateProblem =
    errors.exchangeRate ??
    (needsRate && pricing.rate === null ? t('quoteEditor.problems.missingRate') : undefined);
  const clientName = props.partners.find((it) => it.id === draft.client)?.displayName ?? '';
  const propose = () =>
    proposeQuoteOptions(
      props.tariffs,
      {
        mode: draft.mode,
        origin: draft.origin,
        destination: draft.destination,
        cargo: cargoInput(draft.cargo),
        customer: clientName,
        date: draft.date,
      },
      rules,
    );

  const handleSave = () => {
    setFormError(null);
    const problems = draftProblems(draft, pricing, rates, tariffDays, t);
    if (Object.keys(problems).length > 0) {
      state.setErrors(problems);
      setFormError(t('quoteEditor.fixFields'));
      return;
    }
    const body = quoteWriteOf(
      draft,
      pricing.options.map((option) => option.lines),
    );
    save.mutate(
      record
        ? { kind: 'update', id: record.id, body, version: record.updated }
        : { kind: 'create', company: props.companyId, body },
      {
        onSuccess: (saved) => {
          state.setErrors({});
          state.markSaved(draft);
          if (!record) {
            isLeavingSaved.current = true;
            void navigate(paths.dashboard.quote(saved.id), { replace: true });
          }
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, t);
          if (fields) {
            state.setErrors(fields);
            setFormError(t('quoteEditor.fixFields'));
          } else
            setFormError(
              isServerUnreachable(error)
                ? t('quoteEditor.offlineSave')
                : t('quoteEditor.saveFailed', { message: serverErrorText(error) }),
            );
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <QuoteEditorHeader
        record={record}
        isDirty={state.isDirty}
        isSaving={save.isPending}
        isReadOnly={isReadOnly}
        onSave={handleSave}
        onChanged={props.onChanged}
      />
      {formError && (
        <Alert color="red" variant="light" role="alert">
          {formError}
        </Alert>
      )}
      <Section title={t('quoteEditor.sections.head')}>
        <QuoteHeadFields
          draft={draft}
          errors={errors}
          partners={props.partners}
          rate={pricing.rate?.mxnPerUsd ?? null}
          needsRate={needsRate}
          rateProblem={rateProblem}
          isReadOnly={isReadOnly}
          onHead={state.patchHead}
          onCargo={state.patchCargo}
        />
      </Section>
      <Section title={t('quoteEditor.sections.cargo')}>
        <QuoteCargoFields cargo={draft.cargo} isReadOnly={isReadOnly} onCargo={state.patchCargo} />
      </Section>
      <Section title={t('quoteEditor.sections.options')}>
        <QuoteOptionsSection
          state={state}
          pricing={pricing}
          errors={errors}
          isReadOnly={isReadOnly}
          propose={propose}
          canPropose={draft.origin.trim().length >= 3 && draft.destination.trim().length >= 3}
          isLoadingTariffs={props.isLoadingTariffs}
        />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
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
