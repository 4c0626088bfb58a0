/** Keys every record carries on the wire (reference §4.1). */
export type BaseRecordFields = {
  id: string;
  collectionId: string;
  collectionName: string;
  /** `YYYY-MM-DD HH:MM:SS.mmmZ`, UTC. */
  created: string;
  updated: string;
};

/** Public keys of an auth record (reference §4.2); `email` only when visible to the caller. */
export type AuthRecordFields = {
  username: string;
  email?: string;
  emailVisibility: boolean;
  verified: boolean;
};
