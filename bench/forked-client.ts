import { fork } from 'node:child_process';

/** A bench's HTTP client in a child process: one question at a time, each answered by one message. */
export interface ForkedClient {
  /** Sends `message` and resolves with the child's answer (rejects on an answer with `error`, or if it exits). */
  ask<Answer>(message: unknown): Promise<Answer>;
  /** Tells the child to finish. */
  stop(): void;
}

/**
 * Forks `module` (a `*-client.mjs` beside the benches) with `args` and waits for its first message
 * ('ready'). The benches run their clients in a child process so that the server's figures are the
 * server's own: the clients' CPU, allocations and garbage collections are not the server's.
 */
export async function forkClient(module: URL, args: readonly string[] = []): Promise<ForkedClient> {
  const child = fork(module, [...args]);
  // A client that dies fails the call waiting on it (or the start) instead of leaving the bench waiting.
  let failPending: (error: Error) => void = () => undefined;
  child.once('exit', (code) => failPending(new Error(`the bench client exited (${code})`)));
  await new Promise<void>((resolve, reject) => {
    failPending = reject;
    child.once('message', () => resolve());
  });
  return {
    ask<Answer>(message: unknown) {
      return new Promise<Answer>((resolve, reject) => {
        failPending = reject;
        child.once('message', (answer: Answer & { error?: string }) => {
          if (answer.error !== undefined) reject(new Error(answer.error));
          else resolve(answer);
        });
        child.send(message as object);
      });
    },
    stop() {
      child.send('done');
    },
  };
}
