/**
 * Reading delivery status notifications (RFC 3464) as MTAs write them: a Postfix-style failure
 * that returns the whole original message, an Exim-style report with two recipients and folded
 * fields, and mail that is no report.
 */
import { describe, expect, it } from "vitest";
import { parseFieldBlocks, readDeliveryReport } from "./delivery-report.js";

const POSTFIX_FAILURE = [
  "Return-Path: <>",
  "From: MAILER-DAEMON@mx.relay.test (Mail Delivery System)",
  "Subject: Undelivered Mail Returned to Sender",
  "To: bounce+m5g1x2@bounces.mail.example.org",
  "Auto-Submitted: auto-replied",
  "MIME-Version: 1.0",
  "Content-Type: multipart/report; report-type=delivery-status;",
  '\tboundary="8F2A41C0A1.1700000000/mx.relay.test"',
  "",
  "This is a MIME-encapsulated message.",
  "",
  "--8F2A41C0A1.1700000000/mx.relay.test",
  "Content-Description: Notification",
  "Content-Type: text/plain; charset=us-ascii",
  "",
  "I'm sorry to have to inform you that your message could not",
  "be delivered to one or more recipients.",
  "",
  "--8F2A41C0A1.1700000000/mx.relay.test",
  "Content-Description: Delivery report",
  "Content-Type: message/delivery-status",
  "",
  "Reporting-MTA: dns; mx.relay.test",
  "X-Postfix-Queue-ID: 8F2A41C0A1",
  "Original-Envelope-Id: m5g1x2",
  "Arrival-Date: Fri, 27 Nov 2026 09:00:00 +0000 (UTC)",
  "",
  "Final-Recipient: rfc822; ada@donors.test",
  "Original-Recipient: rfc822;ada@donors.test",
  "Action: failed",
  "Status: 5.1.1",
  "Remote-MTA: dns; mx.donors.test",
  "Diagnostic-Code: smtp; 550 5.1.1 <ada@donors.test>: Recipient address rejected:",
  "    User unknown in virtual mailbox table",
  "",
  "--8F2A41C0A1.1700000000/mx.relay.test",
  "Content-Description: Undelivered Message",
  "Content-Type: message/rfc822",
  "",
  "From: receipts@mail.example.org",
  "To: ada@donors.test",
  "Subject: Thank you",
  "X-Canvass-Message: m5g1x2",
  "",
  "Thank you for your gift.",
  "",
  "--8F2A41C0A1.1700000000/mx.relay.test--",
  "",
].join("\r\n");

const EXIM_TWO_RECIPIENTS = [
  "From: Mail Delivery System <Mailer-Daemon@relay.test>",
  "To: bounce+abc123@bounces.mail.example.org",
  "Subject: Warning: message delayed",
  "MIME-Version: 1.0",
  'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
  "",
  "--b1",
  "Content-Type: text/plain",
  "",
  "Delayed.",
  "--b1",
  "Content-Type: message/delivery-status",
  "",
  "Reporting-MTA: dns; relay.test",
  "",
  "Action: delayed",
  "Final-Recipient: rfc822;<bo@donors.test>",
  "Status: 4.4.7",
  "Will-Retry-Until: Sat, 28 Nov 2026 09:00:00 +0000",
  "",
  "Original-Recipient: rfc822;cy@donors.test",
  "Action: delivered",
  "Status: 2.0.0",
  "",
  "--b1",
  "Content-Type: text/rfc822-headers",
  "",
  "To: bo@donors.test",
  "X-Canvass-Message: abc123",
  "",
  "--b1--",
  "",
].join("\r\n");

describe("readDeliveryReport", () => {
  it("reads a failure with its folded diagnostic, envelope id and returned message", async () => {
    const report = await readDeliveryReport(POSTFIX_FAILURE);
    expect(report).toEqual({
      envelopeId: "m5g1x2",
      reportingMta: "mx.relay.test",
      originalMessage: "m5g1x2",
      recipients: [
        {
          recipient: "ada@donors.test",
          originalRecipient: "ada@donors.test",
          action: "failed",
          status: "5.1.1",
          diagnostic:
            "smtp; 550 5.1.1 <ada@donors.test>: Recipient address rejected: User unknown in virtual mailbox table",
        },
      ],
    });
  });

  it("reads every recipient block, in any field order, and returned headers", async () => {
    const report = await readDeliveryReport(Buffer.from(EXIM_TWO_RECIPIENTS));
    expect(report?.envelopeId).toBeUndefined();
    expect(report?.originalMessage).toBe("abc123");
    expect(
      report?.recipients.map((entry) => [entry.recipient, entry.action, entry.status]),
    ).toEqual([
      ["bo@donors.test", "delayed", "4.4.7"],
      ["cy@donors.test", "delivered", "2.0.0"],
    ]);
  });

  it("answers undefined for mail that is no report", async () => {
    const reply = "From: ada@donors.test\r\nSubject: Out of office\r\n\r\nAway until Monday.\r\n";
    expect(await readDeliveryReport(reply)).toBeUndefined();
  });
});

describe("parseFieldBlocks", () => {
  it("unfolds continuation lines, keeps the first of a repeated field, skips junk lines", () => {
    const blocks = parseFieldBlocks("A: 1\n  more\nB: x\nB: y\nnot a field\n\n\nC: 3\n");
    expect(blocks.map((block) => Object.fromEntries(block))).toEqual([
      { a: "1 more", b: "x" },
      { c: "3" },
    ]);
  });
});
