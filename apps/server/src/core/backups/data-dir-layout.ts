/** The entries of the data directory that backups read, write and replace. */
export const DATA_DIR_LAYOUT = {
  database: 'data.db',
  /** SQLite's companions of the database in WAL mode; they belong to it wherever it moves. */
  databaseCompanions: ['data.db-wal', 'data.db-shm'],
  storage: 'storage',
  backups: 'backups',
  /** Work space of running backups and restores; inside the data directory so renames stay cheap. */
  temp: '.pb_temp_to_delete',
} as const;
