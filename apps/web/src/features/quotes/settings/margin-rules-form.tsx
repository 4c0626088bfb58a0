import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CompaniesRecord, FieldConflict } from '@rumbo/domain';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANIES_KEY, companyRecordQuery } from '#data/companies/companies-query.ts';
import { SaveCancelledError } from '#data/common/save-cancelled-error.ts';
import { marginRulesOf, saveMarginRules } from '#data/quotes/margin-rules.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { ConflictDialog } from '#ui/conflict-dialog.tsx';
import { recordFieldLabel } from '#ui/record-field-label.ts';
import { showToast } from '#ui/toast.ts';
import { useConflictChoices } from '#ui/use-conflict-choices.ts';
import { ChargeRuleFields, QuoteRuleFields } from './margin-rule-fields.tsx';
import {
  marginRuleServerErrors,
  marginRulesOfValues,
  marginRulesValues,
  newRowKey,
  validateMarginRules,
  type MarginRulesValues,
} from './margin-rules-values.ts';

/**
 * The margin rules for a superuser to change, saved as My company saves the company: over the
 * record the form opened, a colleague's change meanwhile merged or put to the person. A refused
 * rule shows at its field and everything typed stays.
 */
export function MarginRulesForm({ company }: { company: CompaniesRecord }) {
  const translation = useTranslation();
  const { t } = translation;
  const queryClient = useQueryClient();
  const conflict = useConflictChoices();
  // The record the form's values are based on: the one it opened, then each one it saved.
  const base = useRef(company);
  const form = useForm<MarginRulesValues>({
    mode: 'controlled',
    initialValues: marginRulesValues(marginRulesOf(company)),
    validate: (values) => validateMarginRules(values, t),
  });
  const save = useMutation({
    mutationFn: (values: MarginRulesValues) =>
      saveMarginRules(base.current, marginRulesOfValues(values), (conflicts: FieldConflict[]) =>
        conflict.ask(conflicts),
      ),
    onSuccess: (saved) => {
      base.current = saved;
      queryClient.setQueryData(companyRecordQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [COMPANIES_KEY] });
      form.resetDirty();
      showToast({ message: t('quoteSettings.margins.saved'), tone: 'success' });
    },
  });
  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      const { form: whole, ...fields } = marginRuleServerErrors(error, t);
      form.setErrors(fields);
      if (whole) form.setFieldError('quote.kind', whole);
    }
  });
  const fieldErrorCount = Object.keys(form.errors).length;
  const isFieldRefusal = save.error !== null && fieldErrorCount > 0;
  const { charges } = form.getValues();
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('quoteSettings.margins.title')}>
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={3} size="h5">
            {t('quoteSettings.margins.quoteRule')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('quoteSettings.margins.quoteRuleHint')}
          </Text>
          <QuoteRuleFields form={form} />
        </Stack>
        <Stack gap={6}>
          <Title order={3} size="h5">
            {t('quoteSettings.margins.chargeRules')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('quoteSettings.margins.chargeRulesHint')}
          </Text>
          {charges.length === 0 && (
            <Text size="sm">{t('quoteSettings.margins.noChargeRules')}</Text>
          )}
          {charges.map((rule, index) => (
            <ChargeRuleFields key={rule.key} form={form} index={index} />
          ))}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() =>
                form.insertListItem('charges', {
                  key: newRowKey(),
                  charge: '',
                  kind: 'percent',
                  value: '',
                })
              }
            >
              {t('quoteSettings.margins.addCharge')}
            </Button>
          </Group>
        </Stack>
        {fieldErrorCount > 0 && (
          <Alert color="red" variant="light" role="alert">
            {t('quoteSettings.margins.invalid')}
          </Alert>
        )}
        {save.error && !isFieldRefusal && !(save.error instanceof SaveCancelledError) && (
          <Alert color="red" variant="light" role="alert">
            {t('quoteSettings.margins.saveFailed', { message: serverErrorText(save.error) })}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('quoteSettings.margins.save')}
          </Button>
        </Group>
      </Stack>
      <ConflictDialog
        request={conflict.request}
        fieldLabel={(field) =>
          field === 'marginRules'
            ? t('quoteSettings.margins.title')
            : recordFieldLabel(translation, 'companies', field)
        }
      />
    </form>
  );
}
