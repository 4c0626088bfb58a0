import type { Db } from '../db/db.ts';
import { validationError } from '../../tools/errors.ts';
import { defaultSettings, type Settings } from './settings-defaults.ts';
import { applySettingsPatch } from './settings-patch.ts';
import { checkSettings } from './settings-checks.ts';
import { bumpConfigVersion } from '../cluster/config-version.ts';
import { writeParam } from '../db/params.ts';

const KEY = 'settings';

/** Settings live in `_params` as one JSON document; missing keys are filled from the defaults. */
export class SettingsStore {
  private current: Settings;
  private readonly db: Db;
  private readonly appUrl: string;
  private readonly changeListeners: (() => void)[] = [];
  /** Bumped by every change of `current`: a reload read before a newer change is dropped. */
  private version = 0;

  constructor(db: Db, appUrl: string) {
    this.db = db;
    this.appUrl = appUrl;
    this.current = defaultSettings(appUrl);
  }

  /** Reads the settings (once before use, and after the database was replaced under the store). */
  async reload(): Promise<void> {
    const version = ++this.version;
    const loaded = await this.load();
    // Reloads and saves overlap (a save here, another instance's notice): an older read
    // arriving last must not put back what a newer one has replaced.
    if (version !== this.version) return;
    this.current = loaded;
    this.changed();
  }

  /** Called after every change of the settings: saved, or read again after a restore. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  /** The stored settings over the defaults; stores the defaults when there are none yet. */
  private async load(): Promise<Settings> {
    const row = await this.db.get<{ value: string }>(
      'SELECT "value" FROM "_params" WHERE "key" = ?',
      [KEY],
    );
    const defaults = defaultSettings(this.appUrl);
    if (row) return mergeDefaults(defaults, JSON.parse(row.value) as Partial<Settings>);
    await this.write(defaults);
    return defaults;
  }

  get(): Settings {
    return this.current;
  }

  /**
   * `PATCH /api/settings`: the patch deep-merged into the current settings, validated as a whole
   * and saved (reference §5.6); invalid settings are refused with errors nested like the document.
   */
  async update(patch: unknown): Promise<Settings> {
    // Merged into the settings as stored, in the write's transaction: two patches at once (from
    // two operators, or two server instances) both land.
    const next = await this.db.transaction(async () => {
      const merged = applySettingsPatch(await this.load(), patch);
      const errors = checkSettings(merged);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await this.write(merged);
      return merged;
    });
    this.version++;
    this.current = next;
    this.changed();
    return next;
  }

  async replace(next: Settings): Promise<void> {
    await this.write(next);
    this.version++;
    this.current = next;
    this.changed();
  }

  private async write(settings: Settings): Promise<void> {
    await writeParam(this.db, KEY, JSON.stringify(settings));
    await bumpConfigVersion(this.db);
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
