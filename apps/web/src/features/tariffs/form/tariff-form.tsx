import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { validateTariffDraft, type TariffDraft } from '@rumbo/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerCompany } from '#data/partners/partner-companies-query.ts';
import { TariffFormProvider, useTariffForm, type TariffFormValues } from './tariff-form-context.ts';
import { issueMessageKey, issuesByField, type TariffFormErrors } from './tariff-form-values.ts';
import classes from './tariff-form.module.css';
import { TariffLaneFields } from './tariff-lane-fields.tsx';
import { TariffPriceFields } from './tariff-price-fields.tsx';

export type TariffSaveAnswer =
  { kind: 'saved' } | { kind: 'refused'; fieldErrors: TariffFormErrors } | { kind: 'failed' };

export type TariffFormProps = {
  initial: TariffFormValues;
  /** The companies a platform admin may file a new line under; null: not asked. */
  companies: readonly PartnerCompany[] | null;
  submitLabel: string;
  onSubmit: (draft: TariffDraft, company: string) => Promise<TariffSaveAnswer>;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
};

/**
 * Every field of a tariff line, checked by the domain's rules on submit (messages next to each
 * field). A refused save keeps the form open with everything typed.
 */
export function TariffForm(props: TariffFormProps) {
  const { t } = useTranslation();
  const [isSaving, setSaving] = useState(false);
  const form = useTariffForm({
    initialValues: props.initial,
    validate: (values) => {
      const errors: TariffFormErrors = {};
      for (const [field, code] of issuesByField(validateTariffDraft(withoutCompany(values))))
        errors[field] = t(`tariffRules.issues.${issueMessageKey(code, values.mode)}`);
      if (props.companies && !values.company) errors.company = t('tariffs.form.companyRequired');
      return errors;
    },
  });
  const isDirty = form.isDirty();
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const handleSubmit = async (values: TariffFormValues) => {
    setSaving(true);
    const answer = await props.onSubmit(withoutCompany(values), values.company);
    setSaving(false);
    if (answer.kind === 'refused') form.setErrors(answer.fieldErrors);
    if (answer.kind === 'saved') props.onSaved();
  };
  const errorCount = Object.keys(form.errors).length;
  return (
    <TariffFormProvider form={form}>
      <form
        className={classes.form}
        onSubmit={form.onSubmit((values) => void handleSubmit(values))}
        noValidate
      >
        <Stack gap="md">
          {props.companies && (
            <NativeSelect
              label={t('tariffs.fields.company')}
              withAsterisk
              data={[
                { value: '', label: t('tariffs.form.choose') },
                ...props.companies.map((company) => ({ value: company.id, label: company.name })),
              ]}
              {...form.getInputProps('company')}
            />
          )}
          <TariffLaneFields />
          <TariffPriceFields />
          {errorCount > 0 && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {t('tariffs.form.fixErrors', { count: errorCount })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onCancel}>
              {t('tariffs.form.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </TariffFormProvider>
  );
}

function withoutCompany(values: TariffFormValues): TariffDraft {
  const { company: _company, ...draft } = values;
  return draft;
}
