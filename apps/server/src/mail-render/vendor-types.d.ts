/** The parts of mjml-core, mjml-preset-core, mjml-validator and html-to-text this folder uses (no bundled types). */
declare module "mjml-core" {
  export interface MjmlError {
    readonly line: number;
    readonly message: string;
    readonly tagName: string;
    readonly formattedMessage: string;
  }
  export interface MjmlResult {
    readonly html: string;
    readonly errors: readonly MjmlError[];
  }
  export interface MjmlOptions {
    readonly validationLevel?: "strict" | "soft" | "skip";
    readonly keepComments?: boolean;
    readonly minify?: boolean;
    readonly beautify?: boolean;
    readonly ignoreIncludes?: boolean;
    readonly filePath?: string;
  }
  export const components: Record<string, unknown>;
  export function assignComponents(target: Record<string, unknown>, source: unknown): void;
  export default function mjml2html(input: string, options?: MjmlOptions): Promise<MjmlResult>;
}
declare module "mjml-preset-core" {
  const preset: { readonly components: unknown; readonly dependencies: unknown };
  export default preset;
}
declare module "mjml-validator" {
  export const dependencies: Record<string, unknown>;
  export function assignDependencies(target: Record<string, unknown>, source: unknown): void;
}
declare module "html-to-text" {
  export interface HtmlToTextOptions {
    readonly wordwrap?: number | false;
    readonly selectors?: readonly Record<string, unknown>[];
  }
  export function convert(html: string, options?: HtmlToTextOptions): string;
}
