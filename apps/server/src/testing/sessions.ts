import { tierOf } from "../lib/tiers.ts";
import type { SessionResolver } from "../plugins/session.ts";

/**
 * Test seam only: signs in the user named by the `x-test-user` header, on the tier given by
 * `x-test-tier` (default `defaultTier`). Without the header the request is anonymous.
 * Production builds the app without a resolver (everyone anonymous until the accounts issue).
 */
export function testSessionResolver(defaultTier = 0): SessionResolver {
  return async (request) => {
    const id = request.headers["x-test-user"];
    const tier = Number(request.headers["x-test-tier"] ?? defaultTier);
    return typeof id === "string" && id
      ? { id, tier: tierOf(Number.isInteger(tier) ? tier : defaultTier) }
      : null;
  };
}
