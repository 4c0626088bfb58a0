// Part of the default catalogue (see ../catalogue-es.ts). SPEC texts are verbatim.
export const homeCatalogue = {
  home: {},
} as const;
