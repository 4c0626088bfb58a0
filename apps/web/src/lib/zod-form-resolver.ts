import type { FormErrors } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import type { z } from 'zod';
import { getI18n } from 'react-i18next';

/**
 * Mantine form `validate` from a zod 4 schema (Mantine 8's built-in resolver speaks zod 3).
 * Schema messages are catalogue keys, so field errors go through i18next like every text: the
 * instance react-i18next speaks through (lib sits below the texts, docs/decisions/061).
 */
export function zodFormResolver<Values>(schema: z.ZodType<unknown>) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= getI18n().t(issue.message as ParseKeys);
    }
    return errors;
  };
}
