import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../src/contract/index.ts';
import { jsonSecurityHeaders } from './content-security-policy.ts';
import { HttpError } from './errors.ts';

const notValid = 'The request is not valid.';

interface ClientError extends Error {
  code?: string;
}

function refusal(code: string | undefined): [status: string, message: string] {
  if (code === 'HPE_HEADER_OVERFLOW') return ['431 Request Header Fields Too Large', 'The request is too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return ['408 Request Timeout', 'The request took too long.'];
  return ['400 Bad Request', notValid];
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a URL or headers past 16 KB: 431; a malformed
 * request: 400; one sent too slowly: 408) are answered in the API's shape and with the headers every JSON answer
 * carries (server/plugins/security-headers.ts), where Fastify's default answer had neither (an outside review).
 */
export function clientErrorReply(tls: boolean): (error: ClientError, socket: Socket) => void {
  return (error, socket) => {
    // The client went away: nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = refusal(error.code);
    if (socket.writable) socket.write(rawAnswer(status, message, tls));
    socket.destroy(error);
  };
}

const errorJson = (message: string) => JSON.stringify({ success: false, message } satisfies ErrorBody);

/** A whole HTTP/1.1 answer in the API's shape with the JSON answers' headers, for a socket Fastify never sees. */
function rawAnswer(status: string, message: string, tls: boolean): string {
  const body = errorJson(message);
  const head = [
    `HTTP/1.1 ${status}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...jsonSecurityHeaders(tls).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Two requests Node answers itself, before Fastify: an `Expect` other than 100-continue (a bare 417 with none of the
 * headers) and CONNECT (the connection closed without a word). Both now get the API's shape and headers (an outside
 * review): 417 and 405, 'The request is not valid.'
 */
export function answerWhatNodeRefuses(server: Server, tls: boolean): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = errorJson(notValid);
    response.writeHead(417, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
      ...Object.fromEntries(jsonSecurityHeaders(tls)),
    });
    response.end(body);
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    if (socket.writable) socket.end(rawAnswer('405 Method Not Allowed', notValid, tls));
    else socket.destroy();
  });
}

// RFC 3986's authority: a host name, an IPv4 or bracketed IPv6 address, and a port. Empty is allowed (RFC 9112 3.2).
const hostValue = /^[A-Za-z0-9\-._~%!$&'()*+,;=:[\]]*$/;

/** Node keeps the first of two Host headers and drops the second; the raw list still has both. */
function hostHeaders(rawHeaders: string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') count += 1;
  return count;
}

/**
 * An HTTP/1.1 request without Host, with two, or with one no URL could carry (`a b`, `<script>`) is answered 400
 * (RFC 9112 3.2) as a malformed one is, in the API's shape and with every response's headers: Node's own refusal of a
 * missing Host (its requireHostHeader, turned off in app.ts) was an empty 400 with none, and the others were served
 * (outside reviews). HTTP/1.0 may leave Host out and is served; no link or redirect is built from Host
 * (server/http/public-origin.ts).
 */
export function refuseWithoutHost(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { host } = request.headers;
    const count = hostHeaders(request.raw.rawHeaders);
    const missing = request.raw.httpVersion === '1.1' && host === undefined;
    if (missing || count > 1 || (host !== undefined && !hostValue.test(host))) done(new HttpError(400, notValid));
    else done();
  });
}
