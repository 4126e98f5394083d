export declare const CONSOLE_DIR: string;
export declare const DEFAULT_OUT_DIR: string;
export declare function buildConsole(outDir?: string): number;
