import { BaseAuthStore, type AuthModel } from 'pocketbase';
import {
  AUTH_STORAGE_KEY,
  readAuth,
  removeAuth,
  writeAuth,
  type StorageName,
} from './stored-auth.ts';

export { AUTH_STORAGE_KEY };

/**
 * The SDK auth store behind the login form's "Remember" choice: the session lives in
 * localStorage when remembered and in sessionStorage (gone with the tab) when not, always
 * under `pocketbase_auth`. At start it restores from whichever storage holds a session.
 */
export class StorageAuthStore extends BaseAuthStore {
  private remembered: boolean;

  constructor() {
    super();
    const local = readAuth('localStorage');
    const session = readAuth('sessionStorage');
    this.remembered = Boolean(local) || !session;
    const restored = local ?? session;
    if (restored) super.save(restored.token, restored.model as AuthModel);
    window.addEventListener('storage', this.handleStorage);
  }

  get isRemembered(): boolean {
    return this.remembered;
  }

  /** Chooses the storage for the next save and moves a current session there. */
  setRemembered(remembered: boolean): void {
    if (remembered === this.remembered) return;
    this.remembered = remembered;
    if (this.token) this.save(this.token, this.model);
  }

  override save(token: string, model?: AuthModel): void {
    writeAuth(this.activeStorage(), { token, model: model ?? null });
    removeAuth(this.otherStorage());
    super.save(token, model);
  }

  override clear(): void {
    removeAuth('localStorage');
    removeAuth('sessionStorage');
    super.clear();
  }

  private activeStorage(): StorageName {
    return this.remembered ? 'localStorage' : 'sessionStorage';
  }

  private otherStorage(): StorageName {
    return this.remembered ? 'sessionStorage' : 'localStorage';
  }

  // Other tabs share localStorage only: follow their sign-in and sign-out when remembered.
  private handleStorage = (event: StorageEvent): void => {
    if (event.key !== AUTH_STORAGE_KEY || !this.remembered) return;
    const next = readAuth('localStorage');
    if (next) super.save(next.token, next.model as AuthModel);
    else super.clear();
  };
}
