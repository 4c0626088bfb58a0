/** The product modules a company's `moduleAccess` entries can name (SPEC §3 Company). */
export const COMPANY_MODULE_IDS = [
  'shipments',
  'partners',
  'notifications',
  'reports',
  'tariffs',
  'tracking',
] as const;

export type CompanyModuleId = (typeof COMPANY_MODULE_IDS)[number];

/** One `moduleAccess` entry: a module switched on or off, optionally for a period (ISO times). */
export type ModuleAccessEntry = {
  moduleId: string;
  enabled: boolean;
  startAt: string;
  endAt: string;
};

/**
 * The `moduleAccess` entries of a stored company, read defensively: entries without a module id
 * are dropped, `enabled` is true unless stored as false, missing dates read as ''.
 */
export function readModuleAccess(value: unknown): ModuleAccessEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const entry = item as Record<string, unknown>;
    const moduleId = text(entry.moduleId);
    if (moduleId === '') return [];
    return [
      {
        moduleId,
        enabled: entry.enabled !== false,
        startAt: text(entry.startAt ?? entry.start),
        endAt: text(entry.endAt ?? entry.end),
      },
    ];
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
