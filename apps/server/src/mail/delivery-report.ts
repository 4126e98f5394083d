/**
 * Reads a delivery status notification (DSN, RFC 3464): a `multipart/report;
 * report-type=delivery-status` whose `message/delivery-status` part holds one block of
 * per-message fields and one block per recipient (`Final-Recipient`, `Action`, `Status`,
 * `Diagnostic-Code`…), and whose third part returns the original message or its headers. The
 * MIME structure is read with mailparser; the fields are RFC 822-style header blocks.
 */
import { simpleParser, type Attachment } from "mailparser";

/** One recipient's block of a DSN. */
export interface DsnRecipient {
  /** The address the report is about (`Final-Recipient`, else `Original-Recipient`). */
  readonly recipient: string;
  readonly originalRecipient?: string | undefined;
  /** `failed`, `delayed`, `delivered`, `relayed` or `expanded` (lower case). */
  readonly action: string;
  /** The enhanced status code (`5.1.1`). */
  readonly status: string;
  /** The remote server's answer, when given (`smtp; 550 5.1.1 no such user`). */
  readonly diagnostic?: string | undefined;
}

export interface DeliveryReport {
  /** `Original-Envelope-Id` (the ENVID the sender gave: our message id). */
  readonly envelopeId?: string | undefined;
  /** `Reporting-MTA`. */
  readonly reportingMta?: string | undefined;
  readonly recipients: readonly DsnRecipient[];
  /** `X-Canvass-Message` of the returned original message or headers, when present. */
  readonly originalMessage?: string | undefined;
}

/** Splits `text` into blocks of fields (unfolding continuation lines), keys lower case. */
export function parseFieldBlocks(text: string): Map<string, string>[] {
  const blocks: Map<string, string>[] = [];
  let current = new Map<string, string>();
  let last: string | undefined;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") {
      if (current.size > 0) blocks.push(current);
      current = new Map();
      last = undefined;
      continue;
    }
    if (/^[ \t]/.test(line) && last !== undefined) {
      current.set(last, `${current.get(last) ?? ""} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    // A repeated field keeps its first value.
    if (!current.has(last)) current.set(last, line.slice(colon + 1).trim());
  }
  if (current.size > 0) blocks.push(current);
  return blocks;
}

/** The address of a typed field (`rfc822; ada@example.org`), without angle brackets. */
function typedAddress(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const at = value.indexOf(";");
  const address = (at < 0 ? value : value.slice(at + 1)).trim().replace(/^<|>$/g, "");
  return address === "" ? undefined : address;
}

/** Reads the `message/delivery-status` text (the fields only, no MIME around them). */
export function parseDeliveryStatus(text: string): Omit<DeliveryReport, "originalMessage"> {
  const [perMessage, ...perRecipient] = parseFieldBlocks(text);
  const recipients: DsnRecipient[] = [];
  for (const block of perRecipient) {
    const original = typedAddress(block.get("original-recipient"));
    const recipient = typedAddress(block.get("final-recipient")) ?? original;
    const action = block.get("action")?.toLowerCase();
    if (recipient === undefined || action === undefined) continue;
    recipients.push({
      recipient,
      originalRecipient: original,
      action,
      status: block.get("status") ?? "",
      diagnostic: block.get("diagnostic-code"),
    });
  }
  return {
    envelopeId: perMessage?.get("original-envelope-id"),
    reportingMta: typedAddress(perMessage?.get("reporting-mta")),
    recipients,
  };
}

const MESSAGE_HEADER = /^X-Canvass-Message:[ \t]*([A-Za-z0-9_-]{1,64})[ \t]*$/im;

/** The `X-Canvass-Message` of a returned message or headers part. */
function returnedMessageId(parts: readonly Attachment[]): string | undefined {
  for (const part of parts) {
    if (part.contentType !== "message/rfc822" && part.contentType !== "text/rfc822-headers") {
      continue;
    }
    const text = part.content.toString("utf8");
    const headerEnd = text.search(/\r?\n\r?\n/);
    const match = MESSAGE_HEADER.exec(headerEnd < 0 ? text : text.slice(0, headerEnd));
    if (match?.[1] !== undefined) return match[1];
  }
  return undefined;
}

/**
 * The delivery report a received message carries, or `undefined` when it is not one (an
 * auto-reply, spam sent to a bounce address…).
 */
export async function readDeliveryReport(
  raw: Buffer | string,
): Promise<DeliveryReport | undefined> {
  const parsed = await simpleParser(raw, {
    keepDeliveryStatus: true,
    ignoreEmbedded: true,
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    checksumAlgo: false,
    maxChildNodes: 20,
  });
  const status = parsed.attachments.find(
    (part) =>
      part.contentType === "message/delivery-status" ||
      part.contentType === "message/global-delivery-status",
  );
  if (status === undefined) return undefined;
  return {
    ...parseDeliveryStatus(status.content.toString("utf8")),
    originalMessage: returnedMessageId(parsed.attachments),
  };
}
