import type { LanguageLevel, RerollResponse, RerollType, Separator } from "@leicht/contracts";
import type { TranslationEngine } from "../../engines/types.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Tier } from "../../lib/tiers.ts";
import { characterCount } from "./hash-entry.ts";
import { complexityOf } from "./measure.ts";
import { engineLevelOf } from "./translate.ts";

export type RerollInput = {
  input_text: string;
  output_text: string;
  language_level: LanguageLevel;
  reroll_type: RerollType;
  separator?: Separator | undefined;
};

/**
 * Rerolls a translation. Not charged again: the text was charged when it was translated; the
 * per-request cap of the tier and the route's rate limit bound the work.
 */
export async function rerollForUser(
  engine: TranslationEngine,
  tier: Tier,
  input: RerollInput,
): Promise<RerollResponse> {
  if (input.input_text.trim().length === 0 || input.output_text.trim().length === 0) {
    throw new AppError(
      "validation_failed",
      "Für eine Anpassung braucht es den Ausgangstext und die Übersetzung.",
      {
        fields: [input.input_text.trim() ? "output_text" : "input_text"],
      },
    );
  }
  const cap = tier.max_characters_per_request;
  if (characterCount(input.input_text) > cap) {
    throw new AppError(
      "text_too_long",
      `Der Text ist zu lang: höchstens ${cap.toLocaleString("de-DE")} Zeichen pro Anfrage.`,
      {
        fields: ["input_text"],
        max_characters_per_request: cap,
      },
    );
  }
  const level = engineLevelOf(input.language_level);
  const result = await engine.reroll(input.input_text, input.output_text, input.reroll_type, {
    level,
    separator: input.separator ?? "mediopunkt",
    summarize: false,
  });
  return {
    rerolled_text: result.formatted_text,
    rerolled_complexity: { after: complexityOf(result.simplified_text) },
  };
}
