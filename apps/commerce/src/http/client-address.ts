// The address a request comes from, for rate limits (ADR 0025). The socket's peer, unless that
// peer is a trusted proxy (TRUSTED_PROXIES: the storefront's servers, a load balancer): then
// X-Forwarded-For is read from the right, skipping trusted hops, and the first other address is
// the client. Nothing a client writes in X-Forwarded-For is believed from an untrusted peer.
import { BlockList, isIP } from 'node:net';

function plain(address: string): string {
  // node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export function trustedProxyList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: (address: string) => boolean,
): string {
  let client = peer ? plain(peer) : 'unknown';
  if (!forwardedFor || !trusted(client)) return client;
  const hops = forwardedFor.split(',').map((hop) => plain(hop.trim()));
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!;
    if (isIP(hop) === 0) break;
    client = hop;
    if (!trusted(hop)) break;
  }
  return client;
}
