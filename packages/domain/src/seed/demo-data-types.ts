/**
 * Demo records as plain objects, keyed by collection name in insertion order. Field names are
 * the collections' own (PocketBase JSON): dates in the stored `YYYY-MM-DD HH:MM:SS.mmmZ` layout,
 * relations as ids. Inside JSON fields (payload, contacts, sub-lists) dates are ISO 8601.
 */
export type DemoRecord = { id: string; [field: string]: unknown };

/** An auth record plus the plain password the server hashes on insert. */
export type DemoUser = DemoRecord & {
  email: string;
  password: string;
  passwordConfirm: string;
  username: string;
  emailVisibility: boolean;
  verified: boolean;
  company: string;
  role: string;
  nombreCompleto: string;
};

export type DemoData = {
  /** `superusers`/`superuser` point at users inserted after: insert rows directly, or fill them in last. */
  companies: DemoRecord[];
  users: DemoUser[];
  partners: DemoRecord[];
  shipments_ocean: DemoRecord[];
  shipments_air: DemoRecord[];
  shipments_land: DemoRecord[];
  tariffs: DemoRecord[];
};

/** Who a demo record is created by: a user of the same company. */
export type DemoAuthor = { id: string; name: string; email: string };
