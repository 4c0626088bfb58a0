import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { zodFormResolver } from '#lib/zod-form-resolver.ts';
import type { SignInError } from '../api/sign-in-error.ts';
import { signInSchema, type SignInValues } from '../sign-in-schema.ts';

export type LoginFormProps = {
  onSubmit: (values: SignInValues) => void;
  isSubmitting?: boolean;
  /** Sign-in failure, shown under the form. */
  error?: SignInError;
};

const INITIAL_VALUES: SignInValues = { email: '', password: '', remember: true };

export function LoginForm({ onSubmit, isSubmitting = false, error }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useForm<SignInValues>({
    mode: 'uncontrolled',
    initialValues: INITIAL_VALUES,
    validate: zodFormResolver<SignInValues>(signInSchema),
  });

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('email')}
          key={form.key('email')}
          type="email"
          label={t('auth.login.email')}
          autoComplete="username"
          disabled={isSubmitting}
        />
        <PasswordInput
          {...form.getInputProps('password')}
          key={form.key('password')}
          label={t('auth.login.password')}
          autoComplete="current-password"
          disabled={isSubmitting}
        />
        <Checkbox
          {...form.getInputProps('remember', { type: 'checkbox' })}
          key={form.key('remember')}
          label={t('auth.login.remember')}
          disabled={isSubmitting}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
        {error && (
          <Alert color="red" role="alert" data-error-code={error.code}>
            {error.message}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
