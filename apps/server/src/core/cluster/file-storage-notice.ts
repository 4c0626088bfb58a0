/**
 * What the server says at start about where record files go when it runs on PostgreSQL: a
 * database that several instances can share (decision 043), where files on each machine's own
 * disk would be lost to the others (a file uploaded through one instance could not be served
 * by the next). Files need the S3 storage of the settings, or one folder every instance mounts
 * as its data directory (declared with `SHARED_DATA_DIR=1`). Null when nothing needs saying.
 */
export function fileStorageNotice(input: {
  onPostgres: boolean;
  s3Enabled: boolean;
  sharedDataDir: boolean;
  dataDir: string;
}): string | null {
  if (!input.onPostgres || input.s3Enabled || input.sharedDataDir) return null;
  return (
    `Record files are stored on this machine's disk (${input.dataDir}/storage). ` +
    'With several server instances on this PostgreSQL database, each would keep its own files ' +
    'and the others could not serve them: turn on S3 storage in the settings (Files storage), ' +
    'or give every instance the same DATA_DIR on a shared volume and set SHARED_DATA_DIR=1. ' +
    'One instance alone may ignore this.'
  );
}
