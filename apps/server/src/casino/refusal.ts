import { RefusalError } from '../http/index';
import type { RefusalCode } from '../http/index';

/** A refusal of the casino: `code` for the client, `status` the HTTP status (200 unless named). */
export class CasinoRefusal extends RefusalError {
  override readonly name: string = 'CasinoRefusal';
  constructor(code: RefusalCode, message: string, status = 200) {
    super(code, message, { status });
  }
}
