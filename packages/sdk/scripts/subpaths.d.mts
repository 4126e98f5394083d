export declare const SUBPATHS: readonly string[];
