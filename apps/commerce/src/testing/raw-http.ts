// Sends bytes to the server exactly as written, over a plain socket: fetch and node:http refuse or
// normalise the malformed hosts and paths that API tests need to send.
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * `head` is the request line and headers without the final blank line. The request asks the server
 * to close the connection after answering; the socket is not half-closed before then, which lost
 * the answer to a request that waits on the database.
 */
export function rawRequest(url: string, head: string): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(parse(Buffer.concat(chunks).toString('latin1'))));
    socket.write(`${head}\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

function parse(text: string): RawResponse {
  const [head = '', body = ''] = text.split(/\r\n\r\n/, 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}
