import { List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from './form-section.tsx';
import { listOf, readText } from './form-values.ts';
import { useFieldValue } from './shipment-form-context.ts';

export type DocumentsSectionProps = { documents?: ReactNode };

/**
 * The host's uploader goes here (files need the saved record); without one, the shipment's
 * document names are listed and the user is told files come after the first save.
 */
export function DocumentsSection({ documents }: DocumentsSectionProps) {
  const { t } = useTranslation();
  const entries = listOf(useFieldValue('documents'));
  if (documents) return <FormSection sectionKey="documents">{documents}</FormSection>;
  const names = entries.map((entry) => readText(entry, 'name'));
  return (
    <FormSection sectionKey="documents">
      {names.length > 0 ? (
        <List size="sm" aria-label={t('shipmentForm.documents.list')}>
          {names.map((name, index) => (
            <List.Item key={`${name}-${index}`}>{name}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t('shipmentForm.documents.empty')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('shipmentForm.documents.saveFirst')}
      </Text>
    </FormSection>
  );
}
