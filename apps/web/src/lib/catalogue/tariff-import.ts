// Part of the default catalogue (see ../catalogue-es.ts): the tariffs spreadsheet template, upload, row errors and diff before publishing.
export const tariffImportCatalogue = {} as const;
