/**
 * What /configuration may show of a settings object: every key whose name says it holds a secret
 * (password, secret, token, key, credential, private…) is replaced by `HIDDEN`, at any depth,
 * so a secret typed into a host file by mistake never reaches the screen.
 */
export const HIDDEN = "••••••";

const SECRET_NAME = /pass(word)?|secret|token|api.?key|private|credential|auth|dkim|salt|signing/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** A copy of `value` with every secret-named key's value hidden. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, isSecretName(key) ? HIDDEN : redact(item)]),
  );
}

/** A value as text: strings as they are, anything else as JSON ("" for undefined). */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  // Settings come from JSON: no functions or symbols, so only `undefined` has no JSON text.
  return value === undefined ? "" : JSON.stringify(value);
}

/** One row per leaf of a settings object (`branding.primary`), values as text, secrets hidden. */
export function settingRows(value: unknown, prefix = ""): { key: string; value: string }[] {
  const clean = redact(value);
  if (typeof clean !== "object" || clean === null || Array.isArray(clean)) {
    return prefix === "" ? [] : [{ key: prefix, value: textOf(clean) }];
  }
  return Object.entries(clean).flatMap(([key, item]) => {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (typeof item === "object" && item !== null && !Array.isArray(item)) {
      return settingRows(item, path);
    }
    return [{ key: path, value: textOf(item) }];
  });
}
