import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formSectionId, type FormSectionKey } from './form-section-keys.ts';
import classes from './shipment-form.module.css';

export type FormSectionProps = { sectionKey: FormSectionKey; children: ReactNode };

/** A titled part of the form with its anchor (`#shipment-section-{key}`). */
export function FormSection({ sectionKey, children }: FormSectionProps) {
  const { t } = useTranslation();
  const id = formSectionId(sectionKey);
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      className={classes.section}
      withBorder
      p={{ base: 'sm', sm: 'md' }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={`${id}-title`}>
          {t(`shipmentForm.sections.${sectionKey}`)}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
