/**
 * Everything the console talks through, made once at boot from the host configuration: the SDK
 * client (with the stored session), the usage logger, the token store and the avatars' pictures.
 * Screens reach them with `useServices()`.
 */
import { createCanvassClient, type CanvassClient } from "@canvass/sdk/client";
import { defaultLogger, createUsageLogger, type UsageLogger } from "@canvass/sdk/logging";
import { createLocalStorage } from "@canvass/sdk/storage";
import type { HostConfig } from "../boot/host-config";
import { avatarPictures } from "./avatar-pictures";
import { createAvatarStore, type AvatarStore } from "./avatar-store";
import { createTokenStore, type TokenStore } from "./token-store";

export const APP_INFO = { name: "canvass-console", version: "0.1.0" } as const;

export interface Services {
  readonly config: HostConfig;
  readonly client: CanvassClient;
  readonly usage: UsageLogger;
  readonly tokens: TokenStore;
  readonly avatars: AvatarStore;
}

export interface CreateServicesOptions {
  /** Overrides `fetch` (tests). */
  readonly fetch?: typeof fetch;
  readonly tokens?: TokenStore;
}

/** Makes a relative base (`/api`) absolute against the page, as openapi-fetch needs a full URL. */
export function absoluteBase(base: string, origin?: string): string {
  const pageOrigin = origin ?? ("location" in globalThis ? globalThis.location.origin : undefined);
  if (base === "" || pageOrigin === undefined) return base;
  return new URL(base, pageOrigin).toString().replace(/\/$/, "");
}

export function createServices(config: HostConfig, options: CreateServicesOptions = {}): Services {
  const tokens = options.tokens ?? createTokenStore();
  const client = createCanvassClient({
    app: APP_INFO,
    // The SDK's device-info header carries the user agent; the platform names the console.
    platform: "web",
    client: config.name,
    baseUrl: absoluteBase(config.api.baseUrl),
    assetsUrl: absoluteBase(config.api.assetsUrl),
    loggingUrl: absoluteBase(config.api.loggingUrl),
    tag: config.tag,
    getSession: () => tokens.read(),
    storage: createLocalStorage(),
    logger: defaultLogger,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const usage = createUsageLogger({ client, allowLoopback: config.logUsageOnLoopback });
  const avatars = createAvatarStore(avatarPictures(client));
  return { config, client, usage, tokens, avatars };
}
