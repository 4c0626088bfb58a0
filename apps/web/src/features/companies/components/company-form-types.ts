import type { UseFormReturnType } from '@mantine/form';
import type { CompanyFormValues } from '../company-form-values.ts';

/** The company form's state, as every section receives it. */
export type CompanyForm = UseFormReturnType<CompanyFormValues>;
