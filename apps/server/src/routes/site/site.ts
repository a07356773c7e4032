import { API_BASE, routes, type SiteInfo, SiteInfoSchema } from "@leicht/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config/env.ts";

/**
 * Operator details from OPERATOR_* for the imprint and the privacy notice; null when unset.
 * A literal "\n" in a value (one line in a .env file) becomes a line break, e.g. in the address.
 */
export function siteInfo(config: Config): SiteInfo {
  const value = (setting: string | undefined) => setting?.replaceAll("\\n", "\n").trim() || null;
  return {
    operator: {
      name: value(config.OPERATOR_NAME),
      address: value(config.OPERATOR_ADDRESS),
      email: value(config.OPERATOR_EMAIL),
      phone: value(config.OPERATOR_PHONE),
      register: value(config.OPERATOR_REGISTER),
      vatId: value(config.OPERATOR_VAT_ID),
      representative: value(config.OPERATOR_REPRESENTATIVE),
    },
  };
}

/** GET /api/v1/site: public, the same for everybody. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const info = siteInfo(app.config);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${API_BASE}${routes.site}`,
      { schema: { response: { 200: SiteInfoSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=300");
        return info;
      },
    );
}
