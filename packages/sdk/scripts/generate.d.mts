export declare const contractPath: string;
export declare const generatedDir: string;
export declare function operationRows(doc: Record<string, unknown>): unknown[];
export declare function schemaLimitRows(
  doc: Record<string, unknown>,
): Record<string, Record<string, Record<string, unknown>>>;
export declare function sortableRows(
  doc: Record<string, unknown>,
): Record<string, { default: string; fields: string[] }>;
export declare function schemaEnumRows(doc: Record<string, unknown>): Record<string, unknown[]>;
export declare function renderGenerated(
  doc?: Record<string, unknown>,
): Promise<
  Record<"schema.ts" | "operations.ts" | "limits.ts" | "sortable.ts" | "enums.ts", string>
>;
