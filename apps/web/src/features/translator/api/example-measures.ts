import {
  AnalyzeResponseSchema,
  type CheckResponse,
  CheckResponseSchema,
  type ComplexityValues,
  routes,
  type Separator,
} from "@leicht/contracts";
import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/v1/analyze: readability of a text without translating (no quota). */
export async function analyzeReadability(text: string): Promise<ComplexityValues> {
  const answer = AnalyzeResponseSchema.parse(await apiPost<unknown>(routes.analyze, { text }));
  return {
    average_readability_score: answer.average_readability_score,
    ger_language_level: answer.ger_language_level,
    estimated_grade_level: answer.estimated_grade_level,
  };
}

/** POST /api/v1/check: the rule findings of a canned example text. */
export async function checkRules(
  text: string,
  profile: "leicht" | "einfach",
  separator: Separator,
): Promise<CheckResponse> {
  return CheckResponseSchema.parse(
    await apiPost<unknown>(routes.check, { text, profile, options: { separator } }),
  );
}
