export declare function namesByArea(): Map<string, string>;
export declare function rewrite(
  fileName: string,
  text: string,
  areaOf: ReadonlyMap<string, string>,
  problems: string[],
): string | undefined;
