import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@rol/protocol/error-codes';
import type { ErrorEnvelope } from '@rol/protocol/error-envelope';
import { errorText } from '@rol/protocol/error-texts';

/**
 * Answers on a bare socket, before any request could be read (a client too slow or a request too
 * malformed to parse), with the error envelope in Russian (the default language: nothing of the
 * request is known), and closes the connection.
 */
export function sendRawRefusal(socket: Socket, status: number, code: ErrorCode): void {
  const envelope: ErrorEnvelope = { error: code, message: errorText(code, 'ru') };
  const body = JSON.stringify(envelope);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const head =
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  // Closed once written, whether or not the client ever reads it.
  socket.end(head + body, () => socket.destroy());
}
