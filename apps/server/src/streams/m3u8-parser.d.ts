/** The part of m3u8-parser (videojs, no types of its own) the stream tests read. */
declare module 'm3u8-parser' {
  export interface ParsedSegment {
    readonly duration: number;
    readonly uri: string;
    readonly map?: { readonly uri: string };
    readonly programDateTime?: number;
  }
  export interface ParsedManifest {
    readonly version?: number;
    readonly targetDuration?: number;
    readonly mediaSequence?: number;
    readonly endList?: boolean;
    readonly playlistType?: string;
    readonly segments: readonly ParsedSegment[];
  }
  export class Parser {
    push(chunk: string): void;
    end(): void;
    readonly manifest: ParsedManifest;
  }
}
