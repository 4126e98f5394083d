export declare const contractPath: string;
export declare const generatedDir: string;
export declare function operationRows(doc: Record<string, unknown>): unknown[];
export declare function renderGenerated(): Promise<Record<"schema.ts" | "operations.ts", string>>;
