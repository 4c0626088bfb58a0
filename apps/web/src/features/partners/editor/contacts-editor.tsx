import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PARTNERS_COLLECTION, textFieldMax } from '@rumbo/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactMessagingFields } from './contact-messaging-fields.tsx';
import type { PartnerFormValues } from './partner-form-values.ts';

// A contact's name may become the partner's display name (SPEC §5): it keeps that limit.
const CONTACT_NAME_MAX = textFieldMax(PARTNERS_COLLECTION, 'displayName');

export type ContactsEditorProps = { form: UseFormReturnType<PartnerFormValues> };

/**
 * The partner's contacts: name, email and phone per row, and which e-mails about shipments each
 * asked for, in which language; rows without a name are dropped.
 */
export function ContactsEditor({ form }: ContactsEditorProps) {
  const { t } = useTranslation();
  const contacts = form.getValues().contacts;
  const handleAdd = () =>
    form.insertListItem('contacts', { id: '', nombre: '', email: '', telefono: '' });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('partners.form.contactsHint')}
      </Text>
      {contacts.length === 0 && <Text size="sm">{t('partners.form.noContacts')}</Text>}
      {contacts.map((_contact, index) => {
        const number = index + 1;
        return (
          <Fieldset
            key={form.key(`contacts.${index}`)}
            legend={t('partners.form.contactNumber', { number })}
            variant="filled"
            p="xs"
          >
            <Group gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                label={t('partners.form.nombre')}
                maxLength={CONTACT_NAME_MAX}
                style={{ flex: '1 1 12rem' }}
                {...form.getInputProps(`contacts.${index}.nombre`)}
              />
              <TextInput
                type="email"
                label={t('partners.form.email')}
                style={{ flex: '1 1 12rem' }}
                {...form.getInputProps(`contacts.${index}.email`)}
              />
              <TextInput
                type="tel"
                label={t('partners.form.telefono')}
                style={{ flex: '1 1 9rem' }}
                {...form.getInputProps(`contacts.${index}.telefono`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                mt={24}
                aria-label={t('partners.form.removeContact', { number })}
                onClick={() => form.removeListItem('contacts', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <ContactMessagingFields form={form} index={index} />
          </Fieldset>
        );
      })}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={handleAdd}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('partners.form.addContact')}
      </Button>
    </Stack>
  );
}
