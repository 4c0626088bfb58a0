// Part of the default catalogue (see ../catalogue-es.ts). SPEC texts are verbatim.
export const syncCatalogue = {
  sync: {},
} as const;
