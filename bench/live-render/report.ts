/** What the live-rendering page (main.tsx) hands back to the bench (live-render.bench.ts). */
export interface LiveRenderReport {
  /** Gaps between animation frames while the prices moved, in ms. */
  readonly frameGapsMs: number[];
  /** Every long task (> 50 ms) the page ran meanwhile, in ms. */
  readonly longTasksMs: number[];
  /** `{ events }` pushes that reached the page (the gateway merges pushes a slow socket has not taken yet). */
  readonly pushesReceived: number;
  readonly seconds: number;
}
