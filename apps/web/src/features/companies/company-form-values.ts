import {
  companySuperuserIds,
  dayToRecordDate,
  MEMBERSHIP_PLANS,
  readCompanyDocuments,
  readModuleAccess,
  recordDay,
  superuserFields,
  type CompaniesRecord,
} from '@rumbo/domain';
import type { SaveCompanyInput } from '#data/companies/save-company.ts';

/** A document row of the form: stored (`file`), to be uploaded (`upload`) or a name only. */
export type DocumentDraft = { id: string; name: string; file?: string; upload?: File };

/** A module access row of the form, dates as days (YYYY-MM-DD). */
export type ModuleDraft = {
  key: string;
  moduleId: string;
  enabled: boolean;
  start: string;
  end: string;
};

export type CompanyFormValues = {
  name: string;
  rfc: string;
  razon_social: string;
  direccion: string;
  brandName: string;
  brandLogoUrl: string;
  /** The stored logo file's name ('' when none, or when the user removed it). */
  brandLogo: string;
  logoUpload: File | null;
  /** Printed on the company's documents: a footer line and the terms page (issue 36). */
  documentFooter: string;
  documentTerms: string;
  /** Messages to customers (issue 37): where replies go, and the estimate notice threshold. */
  replyTo: string;
  /** Whole hours as the number input holds them ('' = the server's default, 24). */
  estimateNoticeHours: number | string;
  /**
   * The issuer of its CFDI (issue 39): régimen fiscal, postal code of issue (LugarExpedicion),
   * and the series its invoices and payment complements are numbered in.
   */
  regimenFiscal: string;
  codigoPostal: string;
  invoiceSeries: string;
  paymentSeries: string;
  documents: DocumentDraft[];
  moduleAccess: ModuleDraft[];
  superusers: string[];
  membershipPlan: string;
  membershipStart: string;
  membershipEnd: string;
};

/** The series a company numbers its invoices and payment complements in unless it says. */
export const DEFAULT_SERIES = { invoice: 'F', payment: 'P' } as const;

/** What a save may change: platform admins everything; superusers leave the membership alone. */
export type CompanyEditScope = 'all' | 'profile';

let draftCount = 0;

/** A key unique in this page, for rows the user adds. */
export function newDraftKey(prefix: string): string {
  draftCount += 1;
  return `${prefix}-${Date.now().toString(36)}-${draftCount}`;
}

/** The form's values for a stored company, or blank ones for a new company. */
export function companyFormValues(company: CompaniesRecord | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    rfc: company?.rfc ?? '',
    razon_social: company?.razon_social ?? '',
    direccion: company?.direccion ?? '',
    brandName: company?.brandName ?? '',
    brandLogoUrl: company?.brandLogoUrl ?? '',
    brandLogo: company?.brandLogo ?? '',
    logoUpload: null,
    documentFooter: company?.documentFooter ?? '',
    documentTerms: company?.documentTerms ?? '',
    replyTo: company?.replyTo ?? '',
    // 0 is what the server stores for an empty number: shown empty, as the default it means.
    estimateNoticeHours: company?.estimateNoticeHours || '',
    regimenFiscal: company?.regimenFiscal ?? '',
    codigoPostal: company?.codigoPostal ?? '',
    invoiceSeries: company?.invoiceSeries || DEFAULT_SERIES.invoice,
    paymentSeries: company?.paymentSeries || DEFAULT_SERIES.payment,
    documents: readCompanyDocuments(company?.documents, company?.documentFiles ?? []),
    moduleAccess: readModuleAccess(company?.moduleAccess).map((entry, index) => ({
      key: `stored-${index}`,
      moduleId: entry.moduleId,
      enabled: entry.enabled,
      start: recordDay(entry.startAt),
      end: recordDay(entry.endAt),
    })),
    superusers: companySuperuserIds(company),
    membershipPlan: company?.membershipPlan ?? '',
    membershipStart: recordDay(company?.membershipStartAt),
    membershipEnd: recordDay(company?.membershipEndAt),
  };
}

/**
 * The save request for the form's values: text trimmed, documents with their uploads, stored
 * files the user removed, and (scope 'all' only) superusers, plan, dates and module access.
 * Days become the first instant of a start day and the last of an end day.
 */
export function companySaveInput(
  values: CompanyFormValues,
  stored: CompaniesRecord | null,
  scope: CompanyEditScope,
): SaveCompanyInput {
  const documents = values.documents.map(({ id, name, file }) => ({
    id,
    name: name.trim(),
    ...(file ? { file } : {}),
  }));
  const keptFiles = new Set(values.documents.map((doc) => doc.file).filter(Boolean));
  const knownFiles = stored?.documentFiles ?? [];
  const body: Record<string, unknown> = {
    name: values.name.trim(),
    rfc: values.rfc.trim().toUpperCase(),
    razon_social: values.razon_social.trim(),
    direccion: values.direccion.trim(),
    brandName: values.brandName.trim(),
    brandLogoUrl: values.brandLogoUrl.trim(),
    documentFooter: values.documentFooter.trim(),
    documentTerms: values.documentTerms.trim(),
    replyTo: values.replyTo.trim(),
    estimateNoticeHours: noticeHours(values.estimateNoticeHours),
    regimenFiscal: values.regimenFiscal,
    codigoPostal: values.codigoPostal.trim(),
    invoiceSeries: values.invoiceSeries.trim(),
    paymentSeries: values.paymentSeries.trim(),
    documents,
    ...(stored?.brandLogo && !values.brandLogo && !values.logoUpload ? { brandLogo: '' } : {}),
    ...(scope === 'all' ? adminOnlyBody(values) : {}),
  };
  return {
    id: stored?.id ?? null,
    body,
    knownFiles,
    files: {
      logo: values.logoUpload,
      documents: values.documents.flatMap((doc) =>
        doc.upload ? [{ entryId: doc.id, file: doc.upload }] : [],
      ),
      removedFiles: knownFiles.filter((file) => !keptFiles.has(file)),
    },
  };
}

/** Superusers and the membership: the fields only platform admins change (DESIGN §3). */
function adminOnlyBody(values: CompanyFormValues): Record<string, unknown> {
  return {
    ...superuserFields(values.superusers),
    membershipPlan: (MEMBERSHIP_PLANS as readonly string[]).includes(values.membershipPlan)
      ? values.membershipPlan
      : '',
    membershipStartAt: dayToRecordDate(values.membershipStart, 'start'),
    membershipEndAt: dayToRecordDate(values.membershipEnd, 'end'),
    moduleAccess: values.moduleAccess.map((entry) => ({
      moduleId: entry.moduleId,
      enabled: entry.enabled,
      startAt: isoOrBlank(dayToRecordDate(entry.start, 'start')),
      endAt: isoOrBlank(dayToRecordDate(entry.end, 'end')),
    })),
  };
}

function isoOrBlank(recordDate: string): string {
  return recordDate ? recordDate.replace(' ', 'T') : '';
}

/** The threshold to store: whole hours, or null (empty: the server's 24) when left blank. */
export function noticeHours(value: number | string): number | null {
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}
