// The English catalogue (en-US, issue 20): the default catalogue, which is English wherever the
// spec is, with the texts the spec writes in Spanish said in English (docs/decisions/058). The
// public site is the forwarder's Spanish website in every language.
import { catalogueDefault } from './catalogue-default.ts';
import { withTexts } from './catalogue-types.ts';
import { authEn } from './catalogue/en/auth.ts';
import { commonEn } from './catalogue/en/common.ts';
import { companiesEn } from './catalogue/en/companies.ts';
import { partnersEn } from './catalogue/en/partners.ts';
import { languageEn } from './catalogue/en/language.ts';
import { shipmentEditorEn } from './catalogue/en/shipment-editor.ts';

export const catalogueEn = withTexts(catalogueDefault, {
  ...commonEn,
  ...authEn,
  ...shipmentEditorEn,
  ...partnersEn,
  ...companiesEn,
  ...languageEn,
});
