// Writes packages/domain/src/collections/record-types.generated.ts from the collection definitions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_COLLECTIONS, renderRecordTypes } from '@rumbo/domain';

export const RECORD_TYPES_FILE = path.resolve(
  import.meta.dirname,
  '../packages/domain/src/collections/record-types.generated.ts',
);

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  writeFileSync(RECORD_TYPES_FILE, renderRecordTypes(PRODUCT_COLLECTIONS));
  console.log(`Wrote ${path.relative(process.cwd(), RECORD_TYPES_FILE)}`);
}
