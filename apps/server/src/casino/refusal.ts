/** A refusal of the casino: `code` for the client, `status` the HTTP status. */
export class CasinoRefusal extends Error {
  override readonly name = 'CasinoRefusal';
  constructor(
    readonly code: string,
    message: string,
    readonly status = 200,
  ) {
    super(message);
  }
}
