import type { Db } from '../db/db.ts';
import { newId } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { defaultSettings, type Settings } from './settings-defaults.ts';

const KEY = 'settings';

/** Settings live in `_params` as one JSON document; missing keys are filled from the defaults. */
export class SettingsStore {
  private current: Settings;
  private readonly db: Db;

  constructor(db: Db, appUrl: string) {
    this.db = db;
    const row = db.get<{ value: string }>('SELECT "value" FROM "_params" WHERE "key" = ?', [KEY]);
    const defaults = defaultSettings(appUrl);
    this.current = row
      ? mergeDefaults(defaults, JSON.parse(row.value) as Partial<Settings>)
      : defaults;
    if (!row) this.write();
  }

  get(): Settings {
    return this.current;
  }

  replace(next: Settings): void {
    this.current = next;
    this.write();
  }

  private write(): void {
    const now = nowDateTime();
    this.db.run(
      `INSERT INTO "_params" ("id","key","value","created","updated") VALUES (?,?,?,?,?)
       ON CONFLICT("key") DO UPDATE SET "value" = excluded."value", "updated" = excluded."updated"`,
      [newId(), KEY, JSON.stringify(this.current), now, now],
    );
  }
}

/** Stored settings over the defaults, one level deep, so keys added in later versions appear. */
function mergeDefaults(defaults: Settings, stored: Partial<Settings>): Settings {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const base = merged[key];
    const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
    merged[key] =
      isObject(base) && isObject(value) ? { ...(base as object), ...(value as object) } : value;
  }
  return merged as Settings;
}
