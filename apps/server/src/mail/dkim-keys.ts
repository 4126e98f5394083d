/** A domain's DKIM key pair: RSA 2048, the public key as the DNS record's base64 SPKI. */
import { generateKeyPair } from "node:crypto";
import { promisify } from "node:util";

const generate = promisify(generateKeyPair);

export interface DkimKeyPair {
  /** Base64 of the SPKI DER: the `p=` of the DKIM record. */
  readonly publicKey: string;
  /** PKCS#8 PEM (seal it before storing). */
  readonly privateKeyPem: string;
}

export async function createDkimKeyPair(): Promise<DkimKeyPair> {
  const { publicKey, privateKey } = await generate("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "der" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return { publicKey: publicKey.toString("base64"), privateKeyPem: privateKey };
}
