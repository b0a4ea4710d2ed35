/** A server-side node that could not do its job: answered `{ ok: false, error, message }` and recorded as error_thrown. */
export class NodeFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
