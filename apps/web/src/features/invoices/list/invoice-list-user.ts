/** Who opens the invoices, as the route reads it from the access gate. */
export type InvoiceListUser = {
  /** The user's company, or null for a platform admin (who sees every company's invoices). */
  companyId: string | null;
  isAdmin: boolean;
  /** Still learning the user's company: nothing is read yet. */
  isLoading: boolean;
};
