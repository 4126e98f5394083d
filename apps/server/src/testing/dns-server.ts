/**
 * A real DNS server on 127.0.0.1 for tests (`dns2`, UDP): answers TXT and CNAME questions from a
 * zone the test sets; any other name is NXDOMAIN. Long TXT values are split into 255-byte
 * strings, as a real zone publishes a DKIM key.
 */
import dns2 from "dns2";

const { Packet } = dns2;

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for `CANVASS_DNS_SERVERS`. */
  readonly address: string;
  /** Sets (or with `[]` removes) the values of a name. */
  set(type: "TXT" | "CNAME", name: string, values: readonly string[]): void;
  close(): Promise<void>;
}

const chunks = (text: string): string[] => {
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += 255) parts.push(text.slice(start, start + 255));
  return parts.length === 0 ? [""] : parts;
};

export async function startDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, string[]>();
  const key = (type: string, name: string) => `${type} ${name.toLowerCase().replace(/\.$/, "")}`;
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    if (question === undefined) {
      void send(response);
      return;
    }
    const type =
      question.type === Packet.TYPE.TXT
        ? "TXT"
        : question.type === Packet.TYPE.CNAME
          ? "CNAME"
          : "";
    const values = zone.get(key(type, question.name)) ?? [];
    const known = [...zone.keys()].some((entry) =>
      entry.endsWith(` ${question.name.toLowerCase()}`),
    );
    if (!known) response.header.rcode = 3; // NXDOMAIN
    for (const value of values) {
      response.answers.push(
        (type === "TXT"
          ? {
              name: question.name,
              type: Packet.TYPE.TXT,
              class: Packet.CLASS.IN,
              ttl: 60,
              data: chunks(value),
            }
          : {
              name: question.name,
              type: Packet.TYPE.CNAME,
              class: Packet.CLASS.IN,
              ttl: 60,
              domain: value,
            }) as unknown as dns2.Packet.Resource,
      );
    }
    void send(response);
  });
  await server.listen(0, "127.0.0.1");
  const { port } = server.address();
  return {
    address: `127.0.0.1:${port}`,
    set(type, name, values) {
      if (values.length === 0) zone.delete(key(type, name));
      else zone.set(key(type, name), [...values]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
