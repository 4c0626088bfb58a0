/** Who opens the quote settings, as the route reads it from the access gate. */
export type QuoteSettingsUser = {
  /** The user's company, or null for a platform admin (who chooses one). */
  companyId: string | null;
  isAdmin: boolean;
  /** Still learning the user's company and plan: neither the page nor the refusal yet. */
  isLoading: boolean;
  /** False on the silver plan: no quotes, so no settings for them (the Tariffs gate). */
  canSeeTariffs: boolean;
  /** The company's superusers and platform admins change the margin rules; staff read them. */
  canEditMargins: boolean;
};
