/** Fields of the users collection the app edits. */
export type UserUpdateInput = {
  email?: string;
  nombreCompleto?: string;
  telefono?: string;
  role?: string;
  company?: string;
  emailVisibility?: boolean;
  password?: string | null;
  /** Defaults to `password`, since the form asks for it once. */
  passwordConfirm?: string | null;
  /** Required by the server when users change their own password. */
  oldPassword?: string | null;
};

export type UserUpdate = Omit<UserUpdateInput, 'password' | 'passwordConfirm' | 'oldPassword'> & {
  password?: string;
  passwordConfirm?: string;
  oldPassword?: string;
};

/**
 * The body of a user update. The password fields are sent only when the password is not blank,
 * so saving a profile with an empty password box never resets the password (SPEC §5).
 */
export function buildUserUpdate(input: UserUpdateInput): UserUpdate {
  const { password, passwordConfirm, oldPassword, ...rest } = input;
  const update: UserUpdate = { ...rest };
  if (typeof password !== 'string' || password.trim() === '') return update;
  update.password = password;
  update.passwordConfirm = typeof passwordConfirm === 'string' ? passwordConfirm : password;
  if (typeof oldPassword === 'string' && oldPassword !== '') update.oldPassword = oldPassword;
  return update;
}
