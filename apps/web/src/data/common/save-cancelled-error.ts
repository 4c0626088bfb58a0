/** The user went back to editing at the conflict dialog: nothing was written. */
export class SaveCancelledError extends Error {
  constructor() {
    super('The save was cancelled to keep editing.');
    this.name = 'SaveCancelledError';
  }
}
