// Which addresses an http_request node may connect to, beyond request-filtering-agent's own check: an IPv6
// address that carries an IPv4 address (IPv4-compatible ::a.b.c.d, IPv4-mapped ::ffff:a.b.c.d, IPv4-translated
// ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96 and the local-use 64:ff9b:1::/48, 6to4 2002:AABB:CCDD::/16, Teredo
// 2001::/32) is judged by that IPv4 address, so `[::127.0.0.1]` (which the URL parser writes `[::7f00:1]`, an
// address ipaddr.js calls unicast) is refused like 127.0.0.1. Used for literal hosts before connecting and for
// every DNS answer (safeHttp.ts wraps the lookup).
import type { LookupFunction } from 'node:net';
import dns, { type LookupAddress } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Refused at connect time; safeHttp answers it as `http-address-refused`. */
export class AddressRefusedError extends Error {
  readonly code = 'ADDRESS_REFUSED';
  constructor(
    readonly address: string,
    reason: string,
  ) {
    super(`The address ${address} is not allowed: ${reason}`);
  }
}

const ipv4At = (bytes: number[], offset: number) => new ipaddr.IPv4(bytes.slice(offset, offset + 4));

/** The IPv4 address an IPv6 address embeds by a transition mechanism, or null when it embeds none. */
export function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const parts = address.parts;
  const zeroUpTo = (count: number) => parts.slice(0, count).every((part) => part === 0);
  // ::a.b.c.d (IPv4-compatible, deprecated), but not :: and ::1, which are IPv6's own.
  if (zeroUpTo(6) && (parts[6] !== 0 || parts[7]! > 1)) return ipv4At(bytes, 12);
  // ::ffff:a.b.c.d (IPv4-mapped)
  if (zeroUpTo(5) && parts[5] === 0xffff) return ipv4At(bytes, 12);
  // ::ffff:0:a.b.c.d (IPv4-translated, RFC 6145)
  if (zeroUpTo(4) && parts[4] === 0xffff && parts[5] === 0) return ipv4At(bytes, 12);
  // 64:ff9b::a.b.c.d (NAT64 well-known prefix, RFC 6052)
  if (parts[0] === 0x64 && parts[1] === 0xff9b && parts.slice(2, 6).every((part) => part === 0)) return ipv4At(bytes, 12);
  // 2002:AABB:CCDD::/16 (6to4)
  if (parts[0] === 0x2002) return ipv4At(bytes, 2);
  // 2001:0:SSSS:SSSS:…:CCCC:CCCC (Teredo): the client's address, inverted, in the last 32 bits.
  if (parts[0] === 0x2001 && parts[1] === 0) return new ipaddr.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff));
  return null;
}

/** Why the address must not be connected to, or null when it may be (as far as this policy goes). */
export function refusedAddressReason(text: string): string | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (net.isIP(bare) === 0) return null;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') {
    const range = parsed.range();
    return range === 'unicast' ? null : `it is a ${range} address`;
  }
  const ipv6 = parsed as ipaddr.IPv6;
  // NAT64 local-use prefix (RFC 8215): where the IPv4 address sits depends on the network's prefix length.
  if (ipv6.match(ipaddr.IPv6.parse('64:ff9b:1::'), 48)) return 'it is a local-use NAT64 address';
  const embedded = embeddedIpv4(ipv6);
  if (embedded === null) return null;
  const range = embedded.range();
  return range === 'unicast' ? null : `it carries the ${range} IPv4 address ${embedded.toString()}`;
}

/** Throws AddressRefusedError when the address must not be connected to. */
export function checkAddress(address: string): void {
  const reason = refusedAddressReason(address);
  if (reason !== null) throw new AddressRefusedError(address, reason);
}

/** A lookup that answers AddressRefusedError when any address the name resolves to is refused. */
export function guardedLookup(lookup: LookupFunction = dns.lookup as LookupFunction): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    lookup(hostname, options, ((error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => {
      if (error) return callback(error, address, family);
      const answers = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
      for (const answer of answers) {
        const reason = refusedAddressReason(answer);
        if (reason !== null) return callback(new AddressRefusedError(answer, `${hostname} resolves to it and ${reason}`), address, family);
      }
      return callback(null, address, family);
    }) as never);
  }) as LookupFunction;
}
