/** The price moved between the judgement and the placing transaction: the bet is judged again from the start. */
export class PriceMovedInTransaction extends Error {
  override readonly name = 'PriceMovedInTransaction';
}
