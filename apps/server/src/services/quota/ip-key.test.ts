import { describe, expect, it } from "vitest";
import { ipKey, ipNetwork } from "./ip-key.ts";

describe("ipNetwork / ipKey", () => {
  it("keeps IPv4 addresses and unwraps IPv4-mapped IPv6", () => {
    expect(ipNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(ipNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("reduces IPv6 to its /64, however the address is written", () => {
    expect(ipNetwork("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(ipNetwork("2001:0DB8:0000:0001:ffff:1:2:3")).toBe("2001:db8:0:1::/64");
    expect(ipNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("hashes the network with the secret: same network, same key; never the address itself", () => {
    const a = ipKey("2001:db8:0:1::1", "geheim");
    expect(ipKey("2001:db8:0:1::abcd", "geheim")).toBe(a);
    expect(ipKey("2001:db8:0:2::1", "geheim")).not.toBe(a);
    expect(ipKey("2001:db8:0:1::1", "anderes-geheimnis")).not.toBe(a);
    expect(ipKey("203.0.113.7", "geheim")).not.toContain("203");
  });
});
