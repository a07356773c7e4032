import type { LanguageLevel } from "@leicht/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { secondaryButton, textLink } from "../../../components/button-styles.ts";
import type { GlossaryState } from "../state/translator-types.ts";

/** Short input (under 4 words): the glossary's explanation for the chosen level, or suggestions. */
export function GlossaryExplanation({
  glossary,
  level,
  onSuggestion,
}: {
  glossary: Exclude<GlossaryState, { status: "idle" }>;
  level: LanguageLevel;
  onSuggestion: (term: string) => void;
}) {
  const { t } = useTranslation("translator");
  if (glossary.status === "loading") return <p>{t("glossary.loading")}</p>;
  if (glossary.status === "error") return <p>{t("glossary.error")}</p>;
  if (glossary.status === "not-found") {
    return (
      <div className="space-y-3" data-testid="glossary-result">
        <p className="font-semibold">{t("glossary.notFound")}</p>
        {glossary.suggestions.length > 0 && (
          <div>
            <p>{t("glossary.suggestions")}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {glossary.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className={`${secondaryButton} px-3 py-1 text-sm`}
                    onClick={() => onSuggestion(suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    );
  }
  const { entry } = glossary;
  const explanation = level === "einfache-sprache-2" ? entry.explanation_einfach : entry.explanation_leicht;
  return (
    <div className="space-y-3" data-testid="glossary-result">
      <h3 className="text-lg font-bold">{t("glossary.heading", { term: entry.term })}</h3>
      <p className="whitespace-pre-line">{explanation}</p>
      {entry.synonyms.length > 0 && (
        <p>
          <span className="font-semibold">{t("glossary.synonyms")}</span> {entry.synonyms.join(", ")}
        </p>
      )}
      <p className="text-sm">{t("glossary.hint")}</p>
      <Link to={`/glossar/${encodeURIComponent(entry.term)}`} className={textLink}>
        {t("glossary.more", { term: entry.term })}
      </Link>
    </div>
  );
}
