import { COMPANY_MODULE_IDS, type CompanyModuleId } from '@rumbo/domain';
import type { TFunction } from 'i18next';

/** A module's name from the catalogue; a module the product does not know shows its id. */
export function moduleLabel(moduleId: string, t: TFunction): string {
  return (COMPANY_MODULE_IDS as readonly string[]).includes(moduleId)
    ? t(`companies.modules.names.${moduleId as CompanyModuleId}`)
    : moduleId;
}
