import type { TariffValidity } from '@rumbo/domain';

/** Validity colours: the dot of a badge, so labels keep the text colour in both themes. */
export const VALIDITY_COLORS: Record<TariffValidity, string> = {
  upcoming: 'blue',
  valid: 'teal',
  expiring: 'orange',
  expired: 'red',
};
