/** Thrown during render when the address names nothing that can exist (shown as not-found). */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  constructor(message = 'Not found') {
    super(message);
  }
}
