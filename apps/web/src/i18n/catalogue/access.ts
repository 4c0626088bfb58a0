// Part of the default catalogue (see ../catalogue-default.ts). SPEC texts are verbatim.
export const accessCatalogue = {
  access: {
    // Why the dashboard is closed, on the membership status page (SPEC §4 membership state).
    membershipState: {
      none: 'Your company has no membership plan.',
      expired: 'Your company’s membership has expired.',
      upcoming: 'Your company’s membership has not started yet.',
      active: 'Your company’s membership is active.',
    },
    dashboardClosed: 'The dashboard opens again once the membership is active.',
  },
} as const;
