/** What the harness knows of a submitted ticket, from the answers it saw (not from the database). */
export interface SubmitRecord {
  readonly uuid: string;
  /** The ticket's name in the event log: `t<n>` in the order first submitted (uuids are random). */
  readonly alias: string;
  readonly bettor: number;
  readonly product: 'sportsbook' | 'builder';
  /** The ticket as calculate answered it: what a late duplicate sends again. */
  readonly ticket: Record<string, unknown>;
  /** The total stake the calculate answer showed. */
  readonly shownTotalStake: number;
  state: 'accepted' | 'refused' | 'unknown';
  betId?: number;
}

/** Counts printed at the end of a run. */
export interface SimCounts {
  steps: number;
  invariantChecks: number;
  casinoRounds: number;
  readonly faults: Record<string, number>;
  readonly actions: Record<string, number>;
  /** Wall-clock ms spent per action kind (measurement only; never in the event log). */
  readonly actionMs: Record<string, number>;
  /** Bets the interim rules (or the oracle) priced at least once. */
  readonly oracleChecked: Set<number>;
}

/** A deposit or withdrawal the client was told was done: its ledger references, by idempotency key. */
export interface CashRecord {
  readonly key: string;
  /** Signed minor units: + a deposit, − a withdrawal. */
  readonly amount: number;
  /** Every reference an answer under this key named (one, however often it was retried). */
  readonly references: Set<string>;
}

/** The harness's own record of a run: every ticket it submitted and what it was told. */
export interface SimRecord {
  readonly submits: Map<string, SubmitRecord>;
  readonly cash: Map<string, CashRecord>;
  /** The quote each cash out was asked at, by bet id: the most it may pay. */
  readonly cashOutQuotes: Map<number, number>;
  /** Answers that contradict an earlier answer of the same ticket (a retry must answer its first result). */
  readonly contradictions: string[];
  readonly counts: SimCounts;
  /** Names random ids (ticket uuids, free bet ids) by the order they were first seen. */
  alias(id: string, prefix: string): string;
}

/** A fresh record. */
export function createRecord(): SimRecord {
  const aliases = new Map<string, string>();
  return {
    submits: new Map(),
    cash: new Map(),
    cashOutQuotes: new Map(),
    contradictions: [],
    counts: {
      steps: 0,
      invariantChecks: 0,
      casinoRounds: 0,
      faults: {},
      actions: {},
      actionMs: {},
      oracleChecked: new Set(),
    },
    alias(id, prefix) {
      let name = aliases.get(id);
      if (!name) {
        name = `${prefix}${aliases.size + 1}`;
        aliases.set(id, name);
      }
      return name;
    },
  };
}

/** Adds one to a named counter. */
export function countOne(counter: Record<string, number>, name: string): void {
  counter[name] = (counter[name] ?? 0) + 1;
}
