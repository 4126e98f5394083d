/**
 * Answers for requests Node's HTTP parser refuses before Fastify sees them (`clientError`): a head
 * over the 16 KiB header limit is a 431, a request timeout a 408, any other unparsable request a
 * 400 — each as an RFC 9457 problem like every other error of this server, not Fastify's plain
 * JSON. The connection is closed afterwards (the parser cannot read on after a bad request).
 */
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { PROBLEM_CONTENT_TYPE, PROBLEM_TYPE_BASE, type ProblemBody } from "./problem.js";

interface ClientErrorAnswer {
  readonly status: number;
  readonly slug: string;
  readonly detail: string;
}

function answerFor(code: string | undefined): ClientErrorAnswer {
  if (code === "HPE_HEADER_OVERFLOW") {
    return {
      status: 431,
      slug: "headers-too-large",
      detail: "The request's headers are larger than the 16 KiB this server reads.",
    };
  }
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return { status: 408, slug: "timeout", detail: "The request was not received in time." };
  }
  return { status: 400, slug: "bad-request", detail: "The request is not valid HTTP/1.1." };
}

/** The problem and raw HTTP answer for a parser error (exported for tests). */
export function clientErrorResponse(code: string | undefined): { body: ProblemBody; raw: string } {
  const answer = answerFor(code);
  const reason = STATUS_CODES[answer.status] ?? "Bad Request";
  const body: ProblemBody = {
    type: `${PROBLEM_TYPE_BASE}${answer.slug}`,
    title: reason,
    status: answer.status,
    detail: answer.detail,
  };
  const text = JSON.stringify(body);
  const raw = [
    `HTTP/1.1 ${answer.status} ${reason}`,
    `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
    `Content-Length: ${Buffer.byteLength(text)}`,
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    "",
    text,
  ].join("\r\n");
  return { body, raw };
}

/** Fastify's `clientErrorHandler` option. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error.code).raw);
  socket.destroy(error);
}
