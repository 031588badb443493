import type { PGlite } from '@electric-sql/pglite';

/** The error a statement fails with when the simulation asked it to. */
export class InjectedStatementFailure extends Error {
  constructor(readonly statement: string) {
    super(`injected statement failure: ${statement.slice(0, 80)}`);
    this.name = 'InjectedStatementFailure';
  }
}

/** Arms a failure of one real statement of the database the server runs on. */
export interface StatementFaults {
  /**
   * The `skip`-th next statement (0: the next) whose SQL matches `pattern` throws instead of
   * running; inside a transaction that rolls the whole transaction back, as a lost connection would.
   */
  arm(pattern: RegExp, skip: number): void;
  /** Disarms; answers whether the armed failure fired. */
  disarm(): boolean;
}

/**
 * The REAL PGlite client behind a proxy that can make one chosen statement fail (no mock of
 * storage: every other statement runs on the database as it would). It speaks to the same
 * methods the server's drizzle driver calls: `query`, and `query`/`exec` of a transaction.
 */
export function withStatementFaults(client: PGlite): { client: PGlite; faults: StatementFaults } {
  let armed: { pattern: RegExp; skip: number } | null = null;
  let fired = false;
  const check = (text: string) => {
    if (!armed || !armed.pattern.test(text)) return;
    if (armed.skip > 0) {
      armed.skip -= 1;
      return;
    }
    armed = null;
    fired = true;
    throw new InjectedStatementFailure(text);
  };
  const guard =
    <A extends unknown[], R>(run: (text: string, ...rest: A) => Promise<R>) =>
    async (text: string, ...rest: A): Promise<R> => {
      check(text);
      return run(text, ...rest);
    };
  const wrapTransaction = <T extends object>(tx: T): T =>
    new Proxy(tx, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if ((key === 'query' || key === 'exec') && typeof value === 'function') return guard(value.bind(target));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const proxy = new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      if (key === 'query' || key === 'exec') return guard(value.bind(target));
      if (key === 'transaction')
        return <T>(callback: (tx: object) => Promise<T>) => target.transaction((tx) => callback(wrapTransaction(tx)));
      return value.bind(target);
    },
  });
  return {
    client: proxy,
    faults: {
      arm(pattern, skip) {
        armed = { pattern, skip };
        fired = false;
      },
      disarm() {
        armed = null;
        const was = fired;
        fired = false;
        return was;
      },
    },
  };
}
