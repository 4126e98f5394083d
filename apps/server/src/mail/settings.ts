/**
 * How the server sends mail (decision 0040), from the environment:
 *
 * - `CANVASS_SMTP_URL` (`smtp://user:pass@relay:587`, `smtps://…`): the relay. Without it (the
 *   embedded default) mail is delivered to the local outbox table.
 * - `CANVASS_MAIL_FROM`: the sender of system mail (password resets), default
 *   `no-reply@canvass.localhost`.
 * - `CANVASS_MAIL_KEY_SECRET` (≥ 32 bytes): encrypts the domains' DKIM private keys; without it
 *   a random key is kept in the `settings` table (like the token key).
 * - `CANVASS_DNS_SERVERS` (`127.0.0.1:5353,10.0.0.2`): the resolvers domain validation asks;
 *   default the system's.
 * - `CANVASS_BOUNCE_SECRET`: signs the bounce webhook; without it the webhook answers 401.
 * - `CANVASS_SPF_INCLUDE`, `CANVASS_RETURN_PATH_HOST`: what the relay asks domains to publish.
 * - `CANVASS_BOUNCE_SMTP` (`0.0.0.0:2525`): where the bounce receiver listens for the relay's
 *   delivery reports (decision 0061); without it no receiver runs.
 * - `CANVASS_OPEN_TRACKING_URL` (`https://canvass.example.org/api`): the API's public address;
 *   with it, template mail sent through the relay is open-tracked (decision 0061). Off without.
 */

export interface MailSettings {
  readonly relayUrl: string | undefined;
  readonly defaultFrom: string;
  readonly keySecret: string | undefined;
  readonly dnsServers: readonly string[] | undefined;
  readonly bounceSecret: string | undefined;
  readonly spfInclude: string;
  readonly returnPathHost: string;
  /** Where the bounce receiver listens (SMTP); none without. */
  readonly bounceSmtp?: { readonly host: string; readonly port: number } | undefined;
  /** The API's public base for the tracking pixel; open tracking is off without. */
  readonly openTrackingUrl?: string | undefined;
  /** The back-off between delivery attempts (default 1 min, 5 min, 30 min, 2 h: five attempts). */
  readonly retryDelaysMs?: readonly number[] | undefined;
  /** SMTP connection and greeting timeouts (default 30 s). */
  readonly smtpTimeoutMs?: number | undefined;
  /** DNS lookup timeout per try (default 3 s). */
  readonly dnsTimeoutMs?: number | undefined;
}

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  relayUrl: undefined,
  defaultFrom: "no-reply@canvass.localhost",
  keySecret: undefined,
  dnsServers: undefined,
  bounceSecret: undefined,
  spfInclude: "_spf.canvass.localhost",
  returnPathHost: "bounces.canvass.localhost",
};

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === "" ? undefined : value.trim();

/** `host:port` (or a bare port on 127.0.0.1); a malformed value throws at start. */
export function parseListen(text: string): { host: string; port: number } {
  const at = text.lastIndexOf(":");
  const host = at < 0 ? "127.0.0.1" : text.slice(0, at).replace(/^\[|\]$/g, "");
  const port = Number(at < 0 ? text : text.slice(at + 1));
  if (host === "" || !Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`CANVASS_BOUNCE_SMTP must be host:port, not ${text}`);
  }
  return { host, port };
}

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings {
  const servers = nonEmpty(env.CANVASS_DNS_SERVERS);
  const bounceSmtp = nonEmpty(env.CANVASS_BOUNCE_SMTP);
  const tracking = nonEmpty(env.CANVASS_OPEN_TRACKING_URL);
  if (tracking !== undefined && !/^https?:\/\/[^\s]+$/.test(tracking)) {
    throw new Error(`CANVASS_OPEN_TRACKING_URL must be an http(s) address, not ${tracking}`);
  }
  return {
    relayUrl: nonEmpty(env.CANVASS_SMTP_URL),
    defaultFrom: nonEmpty(env.CANVASS_MAIL_FROM) ?? DEFAULT_MAIL_SETTINGS.defaultFrom,
    keySecret: nonEmpty(env.CANVASS_MAIL_KEY_SECRET),
    dnsServers: servers?.split(",").map((server) => server.trim()),
    bounceSecret: nonEmpty(env.CANVASS_BOUNCE_SECRET),
    spfInclude: nonEmpty(env.CANVASS_SPF_INCLUDE) ?? DEFAULT_MAIL_SETTINGS.spfInclude,
    returnPathHost: nonEmpty(env.CANVASS_RETURN_PATH_HOST) ?? DEFAULT_MAIL_SETTINGS.returnPathHost,
    bounceSmtp: bounceSmtp === undefined ? undefined : parseListen(bounceSmtp),
    openTrackingUrl: tracking,
  };
}
