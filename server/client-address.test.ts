import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressKey, canonicalAddress, networkKey } from "./client-address";

const group = fc.integer({ min: 0, max: 0xffff });
/**
 * The first 64 bits of an IPv6 address. The all-zero prefix is left out: it holds only the
 * loopback, the unspecified address and the IPv4-mapped ones, which count as IPv4.
 */
const prefix = fc
  .array(group, { minLength: 4, maxLength: 4 })
  .filter((groups) => groups.some((value) => value !== 0));
const suffix = fc.array(group, { minLength: 4, maxLength: 4 });
const ipv4 = fc.ipV4();

const hex = (groups: number[]) => groups.map((value) => value.toString(16));
/** The ways one address may be written: full, zero-padded, upper case, and with `::`. */
const spellings = (groups: number[]) => {
  const full = hex(groups).join(":");
  const padded = hex(groups)
    .map((value) => value.padStart(4, "0"))
    .join(":");
  const compressed = full.replace(/(^|:)0(:0)+(:|$)/, "::");
  return [full, padded.toUpperCase(), compressed];
};

describe("addressKey", () => {
  it("gives every address of one IPv6 /64, however written, the same key", () => {
    fc.assert(
      fc.property(prefix, suffix, suffix, (network, one, other) => {
        const keys = [...spellings([...network, ...one]), ...spellings([...network, ...other])].map(
          addressKey,
        );
        expect(new Set(keys).size).toBe(1);
        expect(keys[0]).toMatch(/\/64$/);
      }),
    );
  });

  it("gives addresses in different /64s different keys", () => {
    fc.assert(
      fc.property(prefix, prefix, suffix, (one, other, host) => {
        fc.pre(one.join() !== other.join());
        expect(addressKey(hex([...one, ...host]).join(":"))).not.toBe(
          addressKey(hex([...other, ...host]).join(":")),
        );
      }),
    );
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address, which is its own key", () => {
    fc.assert(
      fc.property(ipv4, (address) => {
        const [a = 0, b = 0, c = 0, d = 0] = address.split(".").map(Number);
        const mappedHex = `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        expect(addressKey(address)).toBe(address);
        expect(addressKey(`::ffff:${address}`)).toBe(address);
        expect(addressKey(`0:0:0:0:0:FFFF:${address}`)).toBe(address);
        expect(addressKey(mappedHex)).toBe(address);
      }),
    );
  });

  it("keeps IPv4 and IPv6 keys apart", () => {
    fc.assert(
      fc.property(ipv4, prefix, suffix, (address, network, host) => {
        expect(addressKey(address)).not.toBe(addressKey(hex([...network, ...host]).join(":")));
      }),
    );
  });

  it("writes the /64 in its shortest form and keeps anything that is no address as it is", () => {
    expect(addressKey("2001:0db8:0000:0000:0000:ff00:0042:8329")).toBe("2001:db8::/64");
    expect(addressKey("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(addressKey("::1")).toBe("::/64");
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe("canonicalAddress", () => {
  it.each([
    ["10.0.0.2", "10.0.0.2"],
    [" 10.0.0.2 ", "10.0.0.2"],
    ["10.0.0.2:1000", "10.0.0.2"],
    ["[::ffff:10.0.0.2]", "::ffff:10.0.0.2"],
    ["[2001:DB8::1]:443", "2001:db8::1"],
    ["2001:DB8::1", "2001:db8::1"],
  ])("reads %j as %j", (raw, canonical) => {
    expect(canonicalAddress(raw)).toBe(canonical);
  });

  it.each(["010.0.0.2", "10.0.0.256", "10.0.0", "unknown", "10.0.0.2:123456", "[10.0.0.2"])(
    "finds no address in %j",
    (raw) => {
      expect(canonicalAddress(raw)).toBeUndefined();
    },
  );

  it("gives every spelling of one address one key", () => {
    const keys = ["10.0.0.2", "10.0.0.2:1000", "[::ffff:10.0.0.2]", "::ffff:10.0.0.2"].map(
      addressKey,
    );
    expect(new Set(keys)).toEqual(new Set(["10.0.0.2"]));
  });
});

describe("networkKey", () => {
  it("groups an IPv4 /24 and an IPv6 /48, from an address's key", () => {
    expect(networkKey(addressKey("198.51.100.7"))).toBe("198.51.100.0/24");
    expect(networkKey(addressKey("198.51.100.200"))).toBe("198.51.100.0/24");
    expect(networkKey(addressKey("2001:db8:a:1::5"))).toBe("2001:db8:a::/48");
    expect(networkKey(addressKey("2001:db8:a:ffff::9"))).toBe("2001:db8:a::/48");
    expect(networkKey(addressKey("2001:db8:b::1"))).not.toBe("2001:db8:a::/48");
  });
});
