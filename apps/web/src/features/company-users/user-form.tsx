import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodFormResolver } from '#lib/zod-form-resolver.ts';
import type { ServerErrors } from './server-field-errors.ts';
import { userFormSchema, type UserFormValues } from './user-form-schema.ts';
import { useRoleLabel } from './use-role-label.ts';
import classes from './user-form.module.css';

export type UserFormProps = {
  mode: 'create' | 'edit';
  initialValues: UserFormValues;
  /** Roles offered; the current role is kept in the list so it always shows. */
  roles: string[];
  /** Editing one's own record: role, flag and password are not offered. */
  isSelf: boolean;
  onSubmit: (values: UserFormValues) => Promise<ServerErrors | null>;
  onCancel: () => void;
  /** Told whether the form holds unsaved changes (the history's undo waits for them). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** The fields of a company user; server errors land next to their field, typed values stay. */
export function UserForm({
  mode,
  initialValues,
  roles,
  isSelf,
  onSubmit,
  onCancel,
  onDirtyChange,
}: UserFormProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UserFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: zodFormResolver<UserFormValues>(userFormSchema(mode)),
    onValuesChange: (values) => onDirtyChange?.(!sameValues(values, initialValues)),
  });
  const roleChoices = [...new Set([...roles, initialValues.role].filter(Boolean))].map((role) => ({
    value: role,
    label: roleLabel(role),
  }));

  async function handleSubmit(values: UserFormValues) {
    setFormError(null);
    const errors = await onSubmit(values);
    if (!errors) return;
    form.setErrors(errors.fields);
    setFormError(errors.form);
  }

  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)} className={classes.form}>
      <Stack gap="sm">
        <TextInput
          {...form.getInputProps('nombreCompleto')}
          key={form.key('nombreCompleto')}
          label={t('companyUsers.form.nombreCompleto')}
          autoComplete="off"
          required
          data-autofocus
        />
        <TextInput
          {...form.getInputProps('email')}
          key={form.key('email')}
          type="email"
          label={t('companyUsers.form.email')}
          autoComplete="off"
          required
        />
        <TextInput
          {...form.getInputProps('telefono')}
          key={form.key('telefono')}
          type="tel"
          label={t('companyUsers.form.telefono')}
          autoComplete="off"
        />
        <Select
          {...form.getInputProps('role')}
          key={form.key('role')}
          label={t('companyUsers.form.role')}
          data={roleChoices}
          allowDeselect={false}
          disabled={isSelf || roles.length <= 1}
          description={isSelf ? t('companyUsers.form.roleFixedSelf') : undefined}
          required
        />
        {!isSelf && (
          <>
            <PasswordInput
              {...form.getInputProps('password')}
              key={form.key('password')}
              label={t('companyUsers.form.password')}
              description={mode === 'edit' ? t('companyUsers.form.passwordKeep') : undefined}
              autoComplete="new-password"
              required={mode === 'create'}
            />
            <PasswordInput
              {...form.getInputProps('passwordConfirm')}
              key={form.key('passwordConfirm')}
              label={t('companyUsers.form.passwordConfirm')}
              autoComplete="new-password"
              required={mode === 'create'}
            />
          </>
        )}
        <Checkbox
          {...form.getInputProps('isSuperuser', { type: 'checkbox' })}
          key={form.key('isSuperuser')}
          label={t('companyUsers.form.superuser')}
          description={t(
            isSelf ? 'companyUsers.form.superuserSelf' : 'companyUsers.form.superuserHint',
          )}
          disabled={isSelf}
        />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('companyUsers.form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t(mode === 'create' ? 'companyUsers.form.create' : 'companyUsers.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function sameValues(a: UserFormValues, b: UserFormValues): boolean {
  return (Object.keys(b) as (keyof UserFormValues)[]).every((key) => a[key] === b[key]);
}
