// Part of the default catalogue (see ../catalogue-es.ts): the reports page's charts and its
// Excel export.
export const reportChartsCatalogue = {} as const;
