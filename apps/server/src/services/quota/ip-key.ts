import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/** Expands an IPv6 address to its 8 groups ("2001:db8::1" -> 8 hex groups). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * The network a visitor's address stands for: the IPv4 address itself, or the /64 prefix of an
 * IPv6 address (one household or device gets a whole /64, so single addresses are cheap to rotate).
 */
export function ipNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address))
    return `${ipv6Groups(address.split("%")[0] ?? address)
      .slice(0, 4)
      .join(":")}::/64`;
  return address;
}

/**
 * Keyed hash of the visitor's network: the database never holds the address itself, and the key
 * (SESSION_SECRET) makes the hash useless outside this server.
 */
export function ipKey(address: string, secret: string): string {
  return createHmac("sha256", secret).update(ipNetwork(address)).digest("base64url").slice(0, 32);
}
