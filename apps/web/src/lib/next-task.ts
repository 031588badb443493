/**
 * Resolves in a later task, so the work after it does not lengthen the current one: a slow
 * phone can paint and answer a tap in between (decisions 027 and 072).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
