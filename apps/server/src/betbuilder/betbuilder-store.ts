import type { Transaction } from '../storage/index';
import { betbuilderBets } from './tables';

/** Keeps how a placed Bet Builder bet was priced (the bet and its legs are betting's rows). */
export async function insertBuilderPricing(
  tx: Transaction,
  pricing: typeof betbuilderBets.$inferInsert,
): Promise<void> {
  await tx.insert(betbuilderBets).values(pricing);
}
