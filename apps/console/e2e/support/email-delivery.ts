/**
 * E-mail delivery end to end (decision 0040): the port of the DNS server the e2e test runs on
 * 127.0.0.1 (the global setup points the server's `CANVASS_DNS_SERVERS` at it), the bounce
 * webhook's secret, a dns2 server answering TXT and CNAME from a zone, and the signed bounce.
 */
import { createHmac } from "node:crypto";
import dns2 from "dns2";
import { e2eEnv } from "./env";

export const E2E_DNS_PORT = 53_531;
export const E2E_BOUNCE_SECRET = "canvass-e2e-bounce-secret";

export interface ZoneServer {
  set(type: "TXT" | "CNAME", name: string, values: readonly string[]): void;
  close(): Promise<void>;
}

export async function startZoneServer(): Promise<ZoneServer> {
  const { Packet } = dns2;
  const zone = new Map<string, string[]>();
  const key = (type: string, name: string) => `${type} ${name.toLowerCase()}`;
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    if (question !== undefined) {
      const type = question.type === Packet.TYPE.TXT ? "TXT" : "CNAME";
      for (const value of zone.get(key(type, question.name)) ?? []) {
        const pieces = value.match(/.{1,255}/g) ?? [""];
        // dns2's `Resource` type wants `toBuffer`, which its encoder supplies.
        response.answers.push(
          (type === "TXT"
            ? {
                name: question.name,
                type: Packet.TYPE.TXT,
                class: Packet.CLASS.IN,
                ttl: 1,
                data: pieces,
              }
            : {
                name: question.name,
                type: Packet.TYPE.CNAME,
                class: Packet.CLASS.IN,
                ttl: 1,
                domain: value,
              }) as unknown as dns2.Packet.Resource,
        );
      }
    }
    void send(response);
  });
  await server.listen(E2E_DNS_PORT, "127.0.0.1");
  return {
    set(type, name, values) {
      zone.set(key(type, name), [...values]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Reports a bounce to the server's webhook, signed as a relay would (`receiveEmailBounce`). */
export async function reportBounce(report: {
  email: string;
  type: "hard" | "soft";
  reason: string;
  messageId: string;
}): Promise<number> {
  const t = Math.floor(Date.now() / 1000);
  const text = JSON.stringify([t, report.email, report.type, report.messageId, report.reason]);
  const v1 = createHmac("sha256", E2E_BOUNCE_SECRET).update(text).digest("hex");
  const answer = await fetch(`${e2eEnv().baseUrl}/api/emails/bounces/`, {
    method: "POST",
    headers: { "content-type": "application/json", "Canvass-Signature": `t=${t},v1=${v1}` },
    body: JSON.stringify(report),
  });
  return answer.status;
}
