import { SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rfcWarning } from '../company-form-validation.ts';
import { CompanyFormSection } from './company-form-section.tsx';
import type { CompanyForm } from './company-form-types.ts';
import classes from './companies.module.css';

/** Name, RFC (with the SAT check digit warning), razón social and dirección. */
export function IdentitySection({ form }: { form: CompanyForm }) {
  const { t } = useTranslation();
  const warning = rfcWarning(form.getValues().rfc, t);
  return (
    <CompanyFormSection id="identity" title={t('companies.sections.identity')}>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('companies.fields.name')}
          withAsterisk
          maxLength={200}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('companies.fields.rfc')}
          maxLength={20}
          autoCapitalize="characters"
          description={
            warning ? (
              <Text span size="xs" className={classes.warning} data-testid="rfc-warning">
                {warning}
              </Text>
            ) : undefined
          }
          {...form.getInputProps('rfc')}
        />
        <TextInput
          label={t('companies.fields.razon_social')}
          maxLength={300}
          {...form.getInputProps('razon_social')}
        />
        <Textarea
          label={t('companies.fields.direccion')}
          maxLength={500}
          autosize
          minRows={1}
          {...form.getInputProps('direccion')}
        />
      </SimpleGrid>
    </CompanyFormSection>
  );
}
