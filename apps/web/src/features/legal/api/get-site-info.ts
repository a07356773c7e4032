import { routes, type SiteInfo, SiteInfoSchema } from "@leicht/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/v1/site: operator details for the legal pages (imprint, privacy, revocation). */
export async function getSiteInfo(): Promise<SiteInfo> {
  return SiteInfoSchema.parse(await apiGet<unknown>(routes.site));
}

export const siteInfoQueryOptions = queryOptions({
  queryKey: ["site-info"],
  queryFn: getSiteInfo,
  // Configuration changes only with a server restart.
  staleTime: 10 * 60_000,
});

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}
