/** A filter or sort string that does not follow the grammar; `position` is a 0-based offset. */
export class FilterSyntaxError extends Error {
  readonly position: number;

  constructor(message: string, position: number) {
    super(message);
    this.name = 'FilterSyntaxError';
    this.position = position;
  }
}
