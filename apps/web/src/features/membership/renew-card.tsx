import { Button, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#ui/section-card.tsx';

/** Where the company reaches the platform, as the public site's contact offers it. */
export type RenewContact = {
  email: string;
  mailto: (subject?: string) => string;
  /** Null when no WhatsApp number is configured. */
  whatsappUrl: string | null;
};

export type RenewCardProps = { contact: RenewContact; companyName: string };

/** How to renew: memberships are set by the platform, so the company contacts it. */
export function RenewCard({ contact, companyName }: RenewCardProps) {
  const { t } = useTranslation();
  const subject = t('membership.renew.subject', { company: companyName });
  return (
    <SectionCard headingId="membership-renew" heading={t('membership.renew.heading')}>
      <Text>{t('membership.renew.body')}</Text>
      <Group gap="sm">
        <Button
          component="a"
          href={contact.mailto(subject)}
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {t('membership.renew.email', { email: contact.email })}
        </Button>
        {contact.whatsappUrl && (
          <Button
            component="a"
            href={contact.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          >
            {t('membership.renew.whatsapp')}
          </Button>
        )}
      </Group>
    </SectionCard>
  );
}
