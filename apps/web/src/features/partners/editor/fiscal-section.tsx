import { Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PARTNERS_COLLECTION, REGIMENES_FISCALES, USOS_CFDI, textFieldMax } from '@rumbo/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerFormValues } from './partner-form-values.ts';
import {
  isMoral,
  missingFiscalFields,
  regimenOptions,
  usoOptions,
  withCurrent,
} from './partner-fiscal-rules.ts';
import { RfcInput } from './rfc-input.tsx';

export type FiscalSectionProps = { form: UseFormReturnType<PartnerFormValues> };

/**
 * A client's fiscal data for its CFDI 4.0 (issue 39): RFC (its check digit warned about), razón
 * social as the SAT registered it, and from the SAT's catalogues the régimen fiscal for the RFC's
 * kind of person and the uso del CFDI that régimen may ask for, with its postal code. Says what an
 * invoice still needs; saved with the partner, offline too.
 */
export function FiscalSection({ form }: FiscalSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const values = form.getValues();
  const moral = isMoral(values);
  const regimen = values.regimenFiscal;
  const regimenes = withCurrent(regimenOptions(moral), regimen, REGIMENES_FISCALES);
  const usos = withCurrent(usoOptions(regimen, moral), values.usoCfdi, USOS_CFDI);
  const kind = t(`partners.typeHints.${moral ? 'empresa' : 'persona'}`).toLowerCase();
  const missing = missingFiscalFields(values).map((field) => t(`partners.form.${field}`));
  const selectProps = (field: 'regimenFiscal' | 'usoCfdi') => ({
    ...form.getInputProps(field),
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    searchable: true,
    clearable: true,
    placeholder: t('partners.form.fiscal.placeholder'),
    comboboxProps: { withinPortal: true },
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('partners.form.fiscal.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('partners.form.fiscal.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <RfcInput
          label={t('partners.form.rfc')}
          tipo={values.tipo}
          isClient
          {...form.getInputProps('rfc')}
        />
        <TextInput
          label={t('partners.form.razonSocial')}
          description={t('partners.form.fiscal.razonSocialHint')}
          maxLength={textFieldMax(PARTNERS_COLLECTION, 'razonSocial')}
          {...form.getInputProps('razonSocial')}
        />
        <Select
          label={t('partners.form.regimenFiscal')}
          description={t('partners.form.fiscal.regimenHint', { kind })}
          data={regimenes}
          {...selectProps('regimenFiscal')}
        />
        <TextInput
          label={t('partners.form.codigoPostal')}
          description={t('partners.form.fiscal.codigoPostalHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          {...form.getInputProps('codigoPostal')}
        />
        <Select
          label={t('partners.form.usoCfdi')}
          description={
            regimen === ''
              ? t('partners.form.fiscal.usoNeedsRegimen')
              : t('partners.form.fiscal.usoHint')
          }
          data={usos}
          disabled={regimen === '' && values.usoCfdi === ''}
          {...selectProps('usoCfdi')}
        />
      </SimpleGrid>
      <Text size="sm" c={missing.length > 0 ? 'dimmed' : undefined} data-fiscal-status="">
        {missing.length > 0
          ? t('partners.form.fiscal.missing', { fields: missing.join(', ') })
          : t('partners.form.fiscal.complete')}
      </Text>
    </Stack>
  );
}
