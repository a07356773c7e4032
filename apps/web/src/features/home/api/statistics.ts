import { routes, type Statistics, StatisticsSchema } from "@leicht/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/** Spec 001 §9: refreshed every 300,000 ms. */
export const STATISTICS_REFRESH_MS = 300_000;

/** Shown before the first answer (spec 001 §2). */
export const DEFAULT_STATISTICS: Statistics = {
  number_of_words: 3_500_000,
  number_of_pages: 13_990,
  number_of_explanations: 11_185,
};

/** GET /api/v1/user-data/statistics (the API client retries GETs by the spec's rule). */
export async function fetchStatistics(): Promise<Statistics> {
  return StatisticsSchema.parse(await apiGet<unknown>(routes.statistics));
}

export function useStatistics() {
  return useQuery({
    queryKey: ["home", "statistics"],
    queryFn: fetchStatistics,
    refetchInterval: STATISTICS_REFRESH_MS,
    placeholderData: DEFAULT_STATISTICS,
  });
}
