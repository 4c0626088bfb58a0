// Part of the default catalogue (see ../catalogue-es.ts): the reports page (KPI tiles, charts, drill-down, export).
export const reportsCatalogue = {} as const;
