// The default catalogue. SPEC texts are copied verbatim (mixed Spanish and English, and
// without accents where the SPEC has none): do not "fix" them.
import { cataloguePublic } from './catalogue-public.ts';
import { publicSiteCatalogue } from './catalogue/public-site.ts';
import { shellCatalogue } from './catalogue/shell.ts';
import { notificationsCatalogue } from './catalogue/notifications.ts';
import { homeCatalogue } from './catalogue/home.ts';
import { syncCatalogue } from './catalogue/sync.ts';
import { accessCatalogue } from './catalogue/access.ts';
import { timeCatalogue } from './catalogue/time.ts';
import { shipmentsListCatalogue } from './catalogue/shipments-list.ts';
import { shipmentFormCatalogue } from './catalogue/shipment-form.ts';
import { shipmentEditorCatalogue } from './catalogue/shipment-editor.ts';
import { partnersCatalogue } from './catalogue/partners.ts';
import { companiesCatalogue } from './catalogue/companies.ts';
import { companyUsersCatalogue } from './catalogue/company-users.ts';
import { membershipCatalogue } from './catalogue/membership.ts';
import { trackingCatalogue } from './catalogue/tracking.ts';
import { reportsCatalogue } from './catalogue/reports.ts';
import { reportChartsCatalogue } from './catalogue/report-charts.ts';
import { tariffsCatalogue } from './catalogue/tariffs.ts';
import { tariffImportCatalogue } from './catalogue/tariff-import.ts';
import { tariffRulesCatalogue } from './catalogue/tariff-rules.ts';
import { saveConflictCatalogue } from './catalogue/save-conflict.ts';
import { historyCatalogue } from './catalogue/history.ts';
import { languageCatalogue } from './catalogue/language.ts';
import { serverErrorsCatalogue } from './catalogue/server-errors.ts';
import { recycleBinCatalogue } from './catalogue/recycle-bin.ts';
import { shareTrackingCatalogue } from './catalogue/share-tracking.ts';
import { messagesCatalogue } from './catalogue/messages.ts';
import { quoteSettingsCatalogue } from './catalogue/quote-settings.ts';
import { quoteActionsCatalogue } from './catalogue/quote-actions.ts';
import { quotesListCatalogue } from './catalogue/quotes-list.ts';
import { quoteEditorCatalogue } from './catalogue/quote-editor.ts';
import { quoteReportCatalogue } from './catalogue/quote-report.ts';
import { invoicesListCatalogue } from './catalogue/invoices-list.ts';
import { invoiceEditorCatalogue } from './catalogue/invoice-editor.ts';
import { invoiceActionsCatalogue } from './catalogue/invoice-actions.ts';
import { billingCatalogue } from './catalogue/billing.ts';

// One file per area so each feature's texts can be edited on their own.
export const catalogueDefault = {
  ...cataloguePublic,
  ...publicSiteCatalogue, // the whole public site, over the frame's part of it
  ...shellCatalogue,
  ...notificationsCatalogue,
  ...homeCatalogue,
  ...syncCatalogue,
  ...accessCatalogue,
  ...timeCatalogue,
  ...shipmentsListCatalogue,
  ...shipmentFormCatalogue,
  ...shipmentEditorCatalogue,
  ...partnersCatalogue,
  ...companiesCatalogue,
  ...companyUsersCatalogue,
  ...membershipCatalogue,
  ...trackingCatalogue,
  ...reportsCatalogue,
  ...reportChartsCatalogue,
  ...tariffsCatalogue,
  ...tariffImportCatalogue,
  ...tariffRulesCatalogue,
  ...saveConflictCatalogue,
  ...historyCatalogue,
  ...languageCatalogue,
  ...serverErrorsCatalogue,
  ...recycleBinCatalogue,
  ...shareTrackingCatalogue,
  ...messagesCatalogue,
  ...quoteSettingsCatalogue,
  ...quoteActionsCatalogue,
  ...quotesListCatalogue,
  ...quoteEditorCatalogue,
  ...quoteReportCatalogue,
  ...invoicesListCatalogue,
  ...invoiceEditorCatalogue,
  ...invoiceActionsCatalogue,
  ...billingCatalogue,
} as const;
