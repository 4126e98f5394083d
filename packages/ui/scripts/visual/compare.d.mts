export declare const PIXEL_THRESHOLD: number;
export declare const MAX_DIFF_PIXELS: number;
export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
export interface Comparison {
  readonly same: boolean;
  /** The two files are byte for byte the same (no pixel was compared). */
  readonly identical?: boolean;
  readonly reason?: string;
  readonly diffPixels: number;
  readonly region?: Region;
  readonly diff?: Buffer;
}
export declare function comparePng(baseline: Buffer, actual: Buffer): Comparison;
