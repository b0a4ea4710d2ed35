/** A command asked for something the flow does not allow (e.g. connecting into a cycle). Nothing was changed. */
export class CommandRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandRefusedError';
  }
}
