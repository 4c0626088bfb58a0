import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyFormSection } from './company-form-section.tsx';
import type { CompanyForm } from './company-form-types.ts';

/**
 * Messages to customers (issue 37): the address their replies go to, and how far an estimated
 * date must move before they hear of it (empty: 24 hours, as the server reads it).
 */
export function EmailSection({ form }: { form: CompanyForm }) {
  const { t } = useTranslation();
  return (
    <CompanyFormSection id="email" title={t('companies.sections.email')}>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          type="email"
          autoComplete="email"
          label={t('companies.fields.replyTo')}
          description={t('companies.fields.replyToHint')}
          maxLength={254}
          {...form.getInputProps('replyTo')}
        />
        <NumberInput
          label={t('companies.fields.estimateNoticeHours')}
          description={t('companies.fields.estimateNoticeHoursHint')}
          placeholder="24"
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={720}
          clampBehavior="none"
          {...form.getInputProps('estimateNoticeHours')}
        />
      </SimpleGrid>
    </CompanyFormSection>
  );
}
