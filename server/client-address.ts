import { isIPv6 } from "node:net";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";

/** One visitor usually holds a whole IPv6 /64, so each of its addresses must not be a new visitor. */
const IPV6_PREFIX_LENGTH = 64;

/**
 * The key every per-address limit counts a client by: an IPv6 client by its /64 (written as
 * `2001:db8:1:2::/64`), an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack socket
 * reports an IPv4 client) as the IPv4 address, anything else as it is (lower-cased).
 */
export function addressKey(address: string): string {
  const key = normalizeIP(address, IPV6_PREFIX_LENGTH);
  return isIPv6(key) ? `${key}/${IPV6_PREFIX_LENGTH}` : key;
}

/**
 * The key of the client a request came from. Logs keep the full address (`request.ip`); limits,
 * and the addresses stored beside submissions, use this.
 */
export function clientKey(request: Pick<FastifyRequest, "ip">): string {
  return addressKey(request.ip);
}
