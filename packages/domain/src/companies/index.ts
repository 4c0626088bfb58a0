// The domain's companies rules, as the package exports them (see ../index.ts).
export { BRAND_LOGO_URL_MAX_LENGTH, normalizeCompanyUpdate } from './normalize-company-update.ts';
export { companyIdForUser } from './company-id-for-user.ts';
export {
  COMPANY_MODULE_IDS,
  readModuleAccess,
  type CompanyModuleId,
  type ModuleAccessEntry,
} from './company-modules.ts';
export { readCompanyDocuments, type CompanyDocument } from './company-documents.ts';
export { companySuperuserIds, superuserFields } from './company-superusers.ts';
export { dayToRecordDate, recordDay, type DayEdge } from './company-dates.ts';
export { companyMatchesSearch, type CompanySearchFields } from './company-matches-search.ts';
