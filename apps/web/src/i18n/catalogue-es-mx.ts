// The Spanish catalogue (es-MX, issue 20): every key of the default catalogue, in the Spanish a
// Mexican operations team speaks. The public site is the forwarder's Spanish website in every
// language (docs/decisions/058).
import type { TextsOf } from './catalogue-types.ts';
import type { catalogueDefault } from './catalogue-default.ts';
import { publicSiteFrameCatalogue } from './catalogue/public-site-frame.ts';
import { publicSiteCatalogue } from './catalogue/public-site.ts';
import { accessEs } from './catalogue/es/access.ts';
import { authEs } from './catalogue/es/auth.ts';
import { commonEs } from './catalogue/es/common.ts';
import { companiesEs } from './catalogue/es/companies.ts';
import { companyUsersEs } from './catalogue/es/company-users.ts';
import { homeEs } from './catalogue/es/home.ts';
import { languageEs } from './catalogue/es/language.ts';
import { membershipEs } from './catalogue/es/membership.ts';
import { notificationsEs } from './catalogue/es/notifications.ts';
import { partnersEs } from './catalogue/es/partners.ts';
import { reportChartsEs } from './catalogue/es/report-charts.ts';
import { reportsEs } from './catalogue/es/reports.ts';
import { saveConflictEs } from './catalogue/es/save-conflict.ts';
import { historyEs } from './catalogue/es/history.ts';
import { shellEs } from './catalogue/es/shell.ts';
import { shipmentEditorEs } from './catalogue/es/shipment-editor.ts';
import { shipmentFormEs } from './catalogue/es/shipment-form.ts';
import { shipmentsListEs } from './catalogue/es/shipments-list.ts';
import { syncEs } from './catalogue/es/sync.ts';
import { tariffImportEs } from './catalogue/es/tariff-import.ts';
import { tariffRulesEs } from './catalogue/es/tariff-rules.ts';
import { tariffsEs } from './catalogue/es/tariffs.ts';
import { timeEs } from './catalogue/es/time.ts';
import { trackingEs } from './catalogue/es/tracking.ts';
import { serverErrorsEs } from './catalogue/es/server-errors.ts';
import { recycleBinEs } from './catalogue/es/recycle-bin.ts';
import { shareTrackingEs } from './catalogue/es/share-tracking.ts';
import { messagesEs } from './catalogue/es/messages.ts';
import { quoteSettingsEs } from './catalogue/es/quote-settings.ts';
import { quoteActionsEs } from './catalogue/es/quote-actions.ts';
import { quotesListEs } from './catalogue/es/quotes-list.ts';
import { quoteEditorEs } from './catalogue/es/quote-editor.ts';
import { quoteReportEs } from './catalogue/es/quote-report.ts';
import { invoicesListEs } from './catalogue/es/invoices-list.ts';
import { invoiceEditorEs } from './catalogue/es/invoice-editor.ts';
import { invoiceActionsEs } from './catalogue/es/invoice-actions.ts';
import { billingEs } from './catalogue/es/billing.ts';

export const catalogueEsMx = {
  ...commonEs,
  ...authEs,
  ...publicSiteFrameCatalogue,
  ...publicSiteCatalogue,
  ...shellEs,
  ...notificationsEs,
  ...homeEs,
  ...syncEs,
  ...accessEs,
  ...timeEs,
  ...shipmentsListEs,
  ...shipmentFormEs,
  ...shipmentEditorEs,
  ...partnersEs,
  ...companiesEs,
  ...companyUsersEs,
  ...membershipEs,
  ...trackingEs,
  ...reportsEs,
  ...reportChartsEs,
  ...tariffsEs,
  ...tariffImportEs,
  ...tariffRulesEs,
  ...saveConflictEs,
  ...historyEs,
  ...languageEs,
  ...serverErrorsEs,
  ...recycleBinEs,
  ...shareTrackingEs,
  ...messagesEs,
  ...quoteSettingsEs,
  ...quoteActionsEs,
  ...quotesListEs,
  ...quoteEditorEs,
  ...quoteReportEs,
  ...invoicesListEs,
  ...invoiceEditorEs,
  ...invoiceActionsEs,
  ...billingEs,
} as const satisfies TextsOf<typeof catalogueDefault>;
