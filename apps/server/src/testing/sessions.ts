import { tierOf } from "../lib/tiers.ts";
import type { SessionResolver } from "../plugins/session.ts";

/**
 * Test seam only: a resolver that signs in a user of the given tier for every request whose
 * `x-test-user` header names it. Production builds the app without a resolver (everyone anonymous
 * until the accounts issue).
 */
export function testSessionResolver(tierNumber: number): SessionResolver {
  return async (request) => {
    const id = request.headers["x-test-user"];
    return typeof id === "string" && id ? { id, tier: tierOf(tierNumber) } : null;
  };
}
