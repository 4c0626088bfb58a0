/** The fields of a user that permissions read. */
export type RoleUser = {
  id?: string | null;
  role?: string | null;
  company?: string | null;
};

/** The fields of a company that permissions read; either field may hold one id or a list. */
export type RoleCompany = {
  superusers?: readonly string[] | string | null;
  superuser?: readonly string[] | string | null;
};
