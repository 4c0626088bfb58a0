// Part of the default catalogue (see ../catalogue-es.ts): the tariffs page (list, form, duplicate, bulk expire, quote calculator).
export const tariffsCatalogue = {} as const;
