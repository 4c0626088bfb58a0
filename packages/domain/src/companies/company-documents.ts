/** A `documents` entry of a company: a named paper, with the stored `documentFiles` name if any. */
export type CompanyDocument = { id: string; name: string; file?: string };

/**
 * The company's documents as the screens list them: the `documents` entries with an id and a
 * name, then every stored file no entry names (uploaded by another tool), so none is hidden.
 */
export function readCompanyDocuments(
  documents: unknown,
  files: readonly string[] = [],
): CompanyDocument[] {
  const entries = Array.isArray(documents) ? documents.flatMap(toDocument) : [];
  const named = new Set(entries.map((entry) => entry.file).filter(Boolean));
  const orphans = files
    .filter((file) => !named.has(file))
    .map((file) => ({ id: `file:${file}`, name: file, file }));
  return [...entries, ...orphans];
}

function toDocument(item: unknown): CompanyDocument[] {
  if (typeof item !== 'object' || item === null) return [];
  const { id, name, file } = item as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string' || id === '') return [];
  return [typeof file === 'string' && file !== '' ? { id, name, file } : { id, name }];
}
