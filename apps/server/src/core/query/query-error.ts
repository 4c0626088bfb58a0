/**
 * An invalid filter, sort or rule: bad syntax, an unknown field or an unsupported construct.
 * Callers turn it into a 400 (reference §2.3) or, for rules being saved, `validation_invalid_rule`.
 */
export class QueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryError';
  }
}
