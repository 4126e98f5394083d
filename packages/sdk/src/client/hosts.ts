import type { OperationServer } from "../contract/operation-descriptor";

/** The configured base URLs, one per server of the operation table. */
export interface HostOptions {
  /** The API base; may contain `{tag}`, replaced by the tag. */
  readonly baseUrl: string;
  /** The assets base (asset files, portal settings); without it asset operations fail. */
  readonly assetsUrl?: string | undefined;
  /** The usage-logging base; without it usage events are not sent. */
  readonly loggingUrl?: string | undefined;
  /** The organisation's tag for `{tag}`; a function so a tag learnt at sign-in applies to later calls. */
  readonly tag?: string | (() => string | undefined) | undefined;
}

/** Resolves the base URL of a server, or `undefined` when none is configured. */
export type BaseUrlResolver = (server: OperationServer) => string | undefined;

const TAG = /\{tag\}(\.)?/g;

/**
 * Puts the tag into a base URL. Without a tag, `{tag}` and the dot after it are dropped, so
 * `https://api.{tag}.canvass.test` becomes `https://api.canvass.test`.
 */
export function applyTag(url: string, tag: string | undefined): string {
  return url.replace(TAG, (_match, dot: string | undefined) => (tag ? `${tag}${dot ?? ""}` : ""));
}

/** Builds the resolver that routes each operation to its base by the table's `server`. */
export function createBaseUrlResolver(options: HostOptions): BaseUrlResolver {
  const tagOf = (): string | undefined =>
    typeof options.tag === "function" ? options.tag() : options.tag;
  return (server) => {
    const url =
      server === "api"
        ? options.baseUrl
        : server === "assets"
          ? options.assetsUrl
          : options.loggingUrl;
    return url === undefined || url === "" ? undefined : applyTag(url, tagOf());
  };
}
