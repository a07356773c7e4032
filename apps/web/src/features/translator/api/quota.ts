import { type QuotaItem, QuotaResponseSchema, routes } from "@leicht/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

export const QUOTA_QUERY_KEY = ["translator", "quota"] as const;

/** POST /api/v1/token/quota: the server's figures (characters left, cap, free pages). */
export async function fetchQuota(): Promise<QuotaItem> {
  const [item] = QuotaResponseSchema.parse(await apiPost<unknown>(routes.quota));
  return item as QuotaItem;
}

export function useQuota() {
  return useQuery({ queryKey: QUOTA_QUERY_KEY, queryFn: fetchQuota, staleTime: 30_000 });
}
