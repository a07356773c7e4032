import { useTranslation } from "react-i18next";
import { secondaryButton } from "../../../components/button-styles.ts";
import { translatorExamples } from "../examples-data.ts";
import type { ExampleId } from "../state/translator-reducer.ts";

/** Beispiel 1-3 as toggle buttons; the hint says how to get one's own text back. */
export function ExampleButtons({
  active,
  onExample,
}: {
  active: ExampleId | null;
  onExample: (id: ExampleId) => void;
}) {
  const { t } = useTranslation("translator");
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend box; role=group with a label is the same for AT.
    <div role="group" aria-labelledby="translator-examples-label" aria-describedby="translator-examples-hint">
      <p id="translator-examples-label" className="font-semibold">
        {t("examples.label")}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {translatorExamples.map((example) => (
          <button
            key={example.id}
            type="button"
            aria-pressed={active === example.id}
            title={example.title}
            className={`${secondaryButton} py-1.5 aria-pressed:bg-blue-800 aria-pressed:text-white dark:aria-pressed:bg-sky-300 dark:aria-pressed:text-slate-950`}
            onClick={() => onExample(example.id)}
          >
            {t("examples.button", { n: example.id })}
          </button>
        ))}
      </div>
      <p id="translator-examples-hint" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {active === null
          ? t("examples.hint")
          : t("examples.activeHint", {
              n: active,
              title: translatorExamples.find((example) => example.id === active)?.title ?? "",
            })}
      </p>
    </div>
  );
}
