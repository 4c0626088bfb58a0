export type TariffUser = {
  id: string;
  /** The user's company, or null for a platform admin (who sees every company's lines). */
  companyId: string | null;
  isAdmin: boolean;
  /** Still learning the user's company and plan: neither the page nor the refusal yet. */
  isLoading: boolean;
  /** False on the silver plan (SPEC §2): the page is refused and no data is read. */
  canSeeTariffs: boolean;
};
