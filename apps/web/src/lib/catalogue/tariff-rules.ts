// Part of the default catalogue (see ../catalogue-es.ts): the messages of the tariff rules (validation issues and validity statuses), shared by the form and the upload.
export const tariffRulesCatalogue = {} as const;
