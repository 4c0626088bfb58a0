import { Checkbox, Group, Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { contactMessaging } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_NOTIFY_KINDS,
  type ContactNotifyKind,
  type PartnerFormValues,
} from './partner-form-values.ts';

export type ContactMessagingFieldsProps = {
  form: UseFormReturnType<PartnerFormValues>;
  index: number;
};

/**
 * Which e-mails about its shipments a contact asked for, and in which language (issue 37): the
 * server sends them to the contacts of the partners a shipment names under "E-mail updates go to".
 */
export function ContactMessagingFields({ form, index }: ContactMessagingFieldsProps) {
  const { t } = useTranslation();
  const contact = form.getValues().contacts[index];
  if (!contact) return null;
  const messaging = contactMessaging(contact);
  const chosen = CONTACT_NOTIFY_KINDS.filter((kind) => messaging[kind]);
  const handleKinds = (kinds: string[]) => {
    // Keys of `notify` this version does not know are kept as stored.
    const stored = typeof contact.notify === 'object' && contact.notify ? contact.notify : {};
    const notify = Object.fromEntries(
      CONTACT_NOTIFY_KINDS.map((kind) => [kind, kinds.includes(kind)]),
    );
    form.setFieldValue(`contacts.${index}.notify`, { ...stored, ...notify });
  };
  const handleLanguage = (language: string) =>
    form.setFieldValue(`contacts.${index}.language`, language === 'en' ? 'en' : 'es');
  return (
    <Group gap="md" align="flex-start" wrap="wrap" mt="xs">
      <Checkbox.Group
        label={t('partners.form.messaging.kindsLabel')}
        description={t('partners.form.messaging.kindsHint')}
        value={chosen}
        onChange={handleKinds}
        style={{ flex: '2 1 16rem' }}
      >
        <Group gap="md" mt={6} wrap="wrap">
          {CONTACT_NOTIFY_KINDS.map((kind: ContactNotifyKind) => (
            <Checkbox key={kind} value={kind} label={t(`partners.form.messaging.kinds.${kind}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group
        label={t('partners.form.messaging.language')}
        value={messaging.language}
        onChange={handleLanguage}
        style={{ flex: '1 1 10rem' }}
      >
        <Group gap="md" mt={6}>
          <Radio value="es" label={t('language.names.es')} lang="es" />
          <Radio value="en" label={t('language.names.en')} lang="en" />
        </Group>
      </Radio.Group>
    </Group>
  );
}
