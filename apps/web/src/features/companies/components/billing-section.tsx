import { Divider, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { CompaniesRecord } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { companyRegimenOptions } from '../billing-fields.ts';
import { CompanyFormSection } from './company-form-section.tsx';
import type { CompanyForm } from './company-form-types.ts';
import { CsdPanel } from './csd-panel.tsx';

export type BillingSectionProps = {
  form: CompanyForm;
  /** The stored company: its CSD is shown (and replaced) once it exists. */
  company: CompaniesRecord | null;
  nowMs: number;
  /** The company's superusers and platform admins replace the CSD; others see it read-only. */
  canReplaceCsd: boolean;
};

/**
 * The company as the issuer of its CFDI (issue 39): régimen fiscal for its RFC, the postal code
 * its invoices are issued at, the series of its invoices and payment complements (saved with the
 * company), and its CSD (uploaded on its own, straight to the server).
 */
export function BillingSection({ form, company, nowMs, canReplaceCsd }: BillingSectionProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  return (
    <CompanyFormSection id="billing" title={t('companies.sections.billing')}>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm" verticalSpacing="xs">
        <Select
          label={t('companies.fields.regimenFiscal')}
          description={t('companies.fields.regimenFiscalHint')}
          placeholder={t('companies.fields.choose')}
          data={companyRegimenOptions(values.rfc, values.regimenFiscal)}
          searchable
          clearable
          {...form.getInputProps('regimenFiscal')}
          onChange={(value) => form.setFieldValue('regimenFiscal', value ?? '')}
        />
        <TextInput
          label={t('companies.fields.codigoPostal')}
          description={t('companies.fields.codigoPostalHint')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...form.getInputProps('codigoPostal')}
        />
        <TextInput
          label={t('companies.fields.invoiceSeries')}
          description={t('companies.fields.invoiceSeriesHint')}
          maxLength={25}
          {...form.getInputProps('invoiceSeries')}
        />
        <TextInput
          label={t('companies.fields.paymentSeries')}
          description={t('companies.fields.paymentSeriesHint')}
          maxLength={25}
          {...form.getInputProps('paymentSeries')}
        />
      </SimpleGrid>
      {company && (
        <>
          <Divider />
          <CsdPanel company={company} nowMs={nowMs} canReplace={canReplaceCsd} />
        </>
      )}
    </CompanyFormSection>
  );
}
