/** Length of the ids the record server generates. */
export const REMOTE_ID_LENGTH = 15;

const REMOTE_ID_PATTERN = /^[a-z0-9]{15}$/;

/**
 * True when an id came from the record server (exactly 15 lower-case letters or digits), as
 * opposed to a local counter such as `P001`: only remote ids can be updated remotely.
 */
export function isRemoteId(id: unknown): id is string {
  return typeof id === 'string' && REMOTE_ID_PATTERN.test(id);
}
