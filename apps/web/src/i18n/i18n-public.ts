import { cataloguePublic } from './catalogue-public.ts';
import { createI18n } from './i18n-setup.ts';

/** The public pages' texts only (common, auth, public site), to keep their script small. */
export const i18n = createI18n(cataloguePublic);
