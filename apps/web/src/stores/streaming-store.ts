import { create } from 'zustand';

/** Spec 001 §2: `?test_video=true` on load opens the stream player on the first stream. */
export function readTestVideo(search: string): boolean {
  return new URLSearchParams(search).get('test_video') === 'true';
}

/** The streaming video of the global app state (spec 001 §3, §4 "Streaming visibility toggles"). */
export interface StreamingState {
  /** The stream panel is shown (the sidebar on desktop, above the page on mobile). */
  readonly visible: boolean;
  /** The desktop stream sidebar is widened. */
  readonly wide: boolean;
  /** The event whose stream is picked; null until the bettor picks one. */
  readonly eventId: number | null;
  /** `?test_video=true`: play the first stream without waiting for a pick. */
  readonly testVideo: boolean;
  toggleVisible(): void;
  toggleWide(): void;
  /** Picks a stream (null: none). */
  select(eventId: number | null): void;
  /** Opens the panel on an event's stream (the match page's Watch). */
  watch(eventId: number): void;
}

const testVideo = typeof window === 'undefined' ? false : readTestVideo(window.location.search);

export const useStreamingStore = create<StreamingState>()((set) => ({
  visible: testVideo,
  wide: false,
  eventId: null,
  testVideo,
  toggleVisible() {
    set((state) => ({ visible: !state.visible }));
  },
  toggleWide() {
    set((state) => ({ wide: !state.wide }));
  },
  select(eventId) {
    set({ eventId });
  },
  watch(eventId) {
    set({ visible: true, eventId });
  },
}));
