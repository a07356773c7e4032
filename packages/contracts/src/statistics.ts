import { z } from "./zod.ts";

/** GET /api/v1/user-data/statistics (spec 001 §7): figures for the statistics strip. */
export const StatisticsSchema = z.object({
  number_of_words: z.number().int(),
  number_of_pages: z.number().int(),
  number_of_explanations: z.number().int(),
});
export type Statistics = z.infer<typeof StatisticsSchema>;
