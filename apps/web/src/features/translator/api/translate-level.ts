import {
  type LanguageLevel,
  routes,
  type Separator,
  TranslateResponseSchema,
  type TranslationResult,
} from "@leicht/contracts";
import { apiPost } from "../../../lib/api-client.ts";
import { withTranslateRetry } from "../lib/translate-retry.ts";

/** Spec 001 §9: translate time-out 60,000 ms per try. */
export const TRANSLATE_TIMEOUT_MS = 60_000;

export type TranslateLevelInput = {
  text: string;
  level: LanguageLevel;
  separator: Separator;
  signal?: AbortSignal;
};

/**
 * POST /api/v1/translate for one level. The API client's own retries are off for this POST; the
 * translate rule (3 tries, 1 s then 2 s, none on 400/401) is applied here.
 */
export function translateLevel(input: TranslateLevelInput): Promise<TranslationResult> {
  const body = {
    text: input.text,
    language_level: input.level,
    summarize: 0,
    log: false,
    active_tab: input.level,
    separator: input.separator,
  };
  return withTranslateRetry(
    async () => {
      const answer = await apiPost<unknown>(routes.translate, body, {
        retry: false,
        // A report would carry the visitor's text; the server logs its own failures.
        reportErrors: false,
        timeoutMs: TRANSLATE_TIMEOUT_MS,
        ...(input.signal ? { signal: input.signal } : {}),
      });
      const [result] = TranslateResponseSchema.parse(answer);
      return result as TranslationResult;
    },
    input.signal ? { signal: input.signal } : {},
  );
}
