/**
 * A single-use link's token works once, and React may run an effect twice in development: the
 * returned function sends one request per token, whatever re-renders, and shares its answer.
 */
export function oncePerToken<T>(request: (token: string) => Promise<T>): (token: string) => Promise<T> {
  const requests = new Map<string, Promise<T>>();
  return (token) => {
    let pending = requests.get(token);
    if (!pending) {
      pending = request(token);
      requests.set(token, pending);
    }
    return pending;
  };
}
