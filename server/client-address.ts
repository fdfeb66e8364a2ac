import { isIPv4, isIPv6 } from "node:net";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";

/** One visitor usually holds a whole IPv6 /64, so each of its addresses must not be a new visitor. */
const IPV6_PREFIX_LENGTH = 64;
/** An IPv6 site (a home or an office line) is commonly given a /48. */
const NETWORK_PREFIX_LENGTH = 48;

/**
 * A client address as a proxy may write it in X-Forwarded-For, in its one canonical form: brackets
 * and a port dropped (`[::1]:80`, `10.0.0.2:1000`), IPv6 lower-cased. Undefined for anything that
 * is not an address, `010.0.0.2` among them (leading zeros read as octal by some parsers, as
 * decimal by others): it would otherwise count as a client of its own.
 */
export function canonicalAddress(raw: string): string | undefined {
  const written = /^\[([^\]]+)\](?::(\d{1,5}))?$|^([\d.]+):(\d{1,5})$/.exec(raw.trim());
  const address = written ? (written[1] ?? written[3]!) : raw.trim();
  const port = written ? Number(written[2] ?? written[4] ?? 0) : 0;
  if (port > 65_535) return undefined;
  if (isIPv4(address)) return address;
  return isIPv6(address) ? address.toLowerCase() : undefined;
}

/**
 * The key every per-address limit counts a client by: an IPv6 client by its /64 (written as
 * `2001:db8:1:2::/64`), an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack socket
 * reports an IPv4 client) as the IPv4 address, anything else as it is (lower-cased).
 */
export function addressKey(address: string): string {
  const key = normalizeIP(canonicalAddress(address) ?? address, IPV6_PREFIX_LENGTH);
  return isIPv6(key) ? `${key}/${IPV6_PREFIX_LENGTH}` : key;
}

/** Addresses seen lately and their keys; emptied when full, as a crowd of new addresses would fill it. */
const recentKeys = new Map<string, string>();
const RECENT_KEYS_MAX = 10_000;

/**
 * The key of the client a request came from. Logs keep the full address (`request.ip`); limits,
 * and the addresses stored beside submissions, use this. A visitor's requests come from one
 * address, so its key is worked out once and looked up for the rest.
 */
export function clientKey(request: Pick<FastifyRequest, "ip">): string {
  const address = request.ip;
  let key = recentKeys.get(address);
  if (key === undefined) {
    if (recentKeys.size >= RECENT_KEYS_MAX) recentKeys.clear();
    key = addressKey(address);
    recentKeys.set(address, key);
  }
  return key;
}

/**
 * The wider network a client key belongs to (IPv4 /24, IPv6 /48), which one person or one
 * operator commonly holds in full: limits that a crowd of addresses must not get round count it.
 */
export function networkKey(key: string): string {
  const address = key.replace(/\/\d+$/, "");
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(address))
    return `${normalizeIP(address, NETWORK_PREFIX_LENGTH)}/${NETWORK_PREFIX_LENGTH}`;
  return key;
}
