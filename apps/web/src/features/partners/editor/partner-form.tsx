import {
  Alert,
  Button,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { PARTNERS_COLLECTION, PARTNER_ROLES, PARTNER_TYPES, textFieldMax } from '@rumbo/domain';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerCompany } from '#data/partners/partner-companies-query.ts';
import { ContactsEditor } from './contacts-editor.tsx';
import { FiscalSection } from './fiscal-section.tsx';
import { CLIENT_ROLE } from './partner-fiscal-rules.ts';
import {
  partnerFormIssues,
  placeServerErrors,
  type PartnerFormValues,
} from './partner-form-values.ts';
import { RfcInput } from './rfc-input.tsx';
import type { SaveAnswer } from './use-partner-actions.ts';

/** The server's maximum of a partner text field (decision 023). */
const partnerMax = (name: string) => textFieldMax(PARTNERS_COLLECTION, name);

export type PartnerFormProps = {
  isNew: boolean;
  initialValues: PartnerFormValues;
  /** Platform admins file a new partner under a company they choose. */
  companies: readonly PartnerCompany[] | null;
  onSubmit: (values: PartnerFormValues) => Promise<SaveAnswer>;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDelete?: () => void;
  /** Shown below the fields: the shipments that use the partner. */
  children?: ReactNode;
};

/**
 * The partner's fields and contacts, and a client's fiscal data for its invoices (issue 39: its
 * RFC and razón social move there); Save checks them, the server may still refuse some.
 */
export function PartnerForm(props: PartnerFormProps) {
  const { t } = useTranslation();
  const needsCompany = props.isNew && props.companies !== null;
  const form = useForm<PartnerFormValues>({
    mode: 'controlled',
    initialValues: props.initialValues,
    validate: (values) => {
      const issues = partnerFormIssues(values, needsCompany);
      return Object.fromEntries(
        Object.entries(issues).map(([field, { code, max }]) => [
          field,
          t(`partners.form.errors.${code}` as 'partners.form.errors.too_long', { max: max ?? 0 }),
        ]),
      );
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const isDirty = form.isDirty();
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const handleSubmit = async (values: PartnerFormValues) => {
    setFailure(null);
    setSaving(true);
    const answer = await props.onSubmit(values);
    setSaving(false);
    if (answer.kind === 'saved') {
      form.resetDirty();
      props.onSaved();
    } else if (answer.kind === 'refused') {
      form.setErrors(placeServerErrors(values, answer.fieldErrors));
      setFailure(t('partners.form.serverRefused'));
    } else setFailure(t('partners.form.saveFailed', { message: answer.message }));
  };
  const values = form.getValues();
  const isClient = values.rol === CLIENT_ROLE;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (submitted) => void handleSubmit(submitted),
        () => setFailure(t('partners.form.errors.fixFields')),
      )}
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Title order={3} size="h5">
          {t('partners.form.identity')}
        </Title>
        {needsCompany && (
          <Select
            label={t('partners.form.company')}
            placeholder={t('partners.form.companyPlaceholder')}
            data={(props.companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
            searchable
            withAsterisk
            {...form.getInputProps('company')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('partners.form.rol')}
            data={PARTNER_ROLES.map((role) => ({
              value: role,
              label: t(`partners.roles.${role}`),
            }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('rol')}
          />
          <Select
            label={t('partners.form.tipo')}
            data={PARTNER_TYPES.map((type) => ({
              value: type,
              label: `${t(`partners.types.${type}`)} (${t(`partners.typeHints.${type}`)})`,
            }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('tipo')}
          />
          <TextInput
            label={t('partners.form.displayName')}
            description={t('partners.form.displayNameHint')}
            maxLength={partnerMax('displayName')}
            {...form.getInputProps('displayName')}
          />
          {!isClient && (
            <>
              <RfcInput
                label={t('partners.form.rfc')}
                tipo={values.tipo}
                {...form.getInputProps('rfc')}
              />
              <TextInput
                label={t('partners.form.razonSocial')}
                maxLength={partnerMax('razonSocial')}
                {...form.getInputProps('razonSocial')}
              />
            </>
          )}
          <TextInput
            label={t('partners.form.nombreCompleto')}
            maxLength={partnerMax('nombreCompleto')}
            {...form.getInputProps('nombreCompleto')}
          />
        </SimpleGrid>
        <Textarea
          label={t('partners.form.direccion')}
          autosize
          minRows={2}
          maxLength={partnerMax('direccion')}
          {...form.getInputProps('direccion')}
        />
        {isClient && (
          <>
            <Divider />
            <FiscalSection form={form} />
          </>
        )}
        <Divider />
        <Title order={3} size="h5">
          {t('partners.form.contacts')}
        </Title>
        <ContactsEditor form={form} />
        {props.children && <Divider />}
        {props.children}
        <Group justify="space-between" gap="sm" wrap="wrap" pt="xs">
          {props.onDelete ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={props.onDelete}
            >
              {t('partners.form.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={props.onCancel}>
              {t('partners.form.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t('partners.form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
