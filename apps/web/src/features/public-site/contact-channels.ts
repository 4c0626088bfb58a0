import { env } from '#lib/env.ts';

const CONTACT_EMAIL = 'contacto@rumbo.mx';

/** Where public visitors reach Rumbo. WhatsApp appears only when a number is configured. */
export const contactChannels = {
  email: CONTACT_EMAIL,
  mailto: (subject?: string) =>
    subject
      ? `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`
      : `mailto:${CONTACT_EMAIL}`,
  whatsappUrl: env.contactWhatsapp ? `https://wa.me/${env.contactWhatsapp}` : null,
  /** The floating chat button: WhatsApp when configured, else email. */
  chatUrl: env.contactWhatsapp ? `https://wa.me/${env.contactWhatsapp}` : `mailto:${CONTACT_EMAIL}`,
};
