/** Who opens the quotes list, as the route reads it from the access gate. */
export type QuoteListUser = {
  /** The user's company, or null for a platform admin (who sees every company's quotes). */
  companyId: string | null;
  isAdmin: boolean;
  /** Still learning the user's company and plan: neither the list nor the refusal yet. */
  isLoading: boolean;
  /** False on the silver plan (the Tariffs gate): the page is refused and no data is read. */
  canSeeTariffs: boolean;
};
