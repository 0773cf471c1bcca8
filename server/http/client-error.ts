import type { Socket } from 'node:net';
import type { ErrorBody } from '../../src/contract/index.ts';
import { securityHeaders } from './content-security-policy.ts';

interface ClientError extends Error {
  code?: string;
}

function refusal(code: string | undefined): [status: string, message: string] {
  if (code === 'HPE_HEADER_OVERFLOW') return ['431 Request Header Fields Too Large', 'The request is too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return ['408 Request Timeout', 'The request took too long.'];
  return ['400 Bad Request', 'The request is not valid.'];
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a URL or headers past 16 KB: 431; a malformed
 * request: 400; one sent too slowly: 408) are answered in the API's shape and with the headers every response
 * carries (server/plugins/security-headers.ts), where Fastify's default answer had neither (an outside review).
 */
export function clientErrorReply(distDir: string, tls: boolean): (error: ClientError, socket: Socket) => void {
  const headers = securityHeaders(distDir, tls).map(([name, value]) => `${name}: ${value}`);
  return (error, socket) => {
    // The client went away: nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = refusal(error.code);
    const body = JSON.stringify({ success: false, message } satisfies ErrorBody);
    const head = [
      `HTTP/1.1 ${status}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...headers,
    ];
    if (socket.writable) socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}
