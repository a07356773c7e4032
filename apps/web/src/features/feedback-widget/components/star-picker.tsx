import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

const STARS = [1, 2, 3, 4, 5] as const;

/** Step 1: five buttons, one per rating; the first gets the focus when the step opens. */
export function StarPicker({ onRate, isSending }: { onRate: (stars: number) => void; isSending: boolean }) {
  const { t } = useTranslation("home");
  const firstRef = useRef<HTMLButtonElement>(null);
  useEffect(() => firstRef.current?.focus(), []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the buttons send at once; a fieldset of radios would need a submit step.
    <div role="group" aria-labelledby="feedback-stars-label" className="mt-3">
      <p id="feedback-stars-label">{t("feedbackWidget.question")}</p>
      <div className="mt-2 flex gap-1">
        {STARS.map((stars) => (
          <button
            key={stars}
            ref={stars === 1 ? firstRef : undefined}
            type="button"
            disabled={isSending}
            onClick={() => onRate(stars)}
            aria-label={t("feedbackWidget.stars", { count: stars })}
            className="rounded-lg border-2 border-slate-600 px-2 py-1 text-xl leading-none text-amber-700 hover:bg-amber-50 disabled:opacity-60 dark:border-slate-400 dark:text-amber-300 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true">★</span>
            <span
              aria-hidden="true"
              className="ml-0.5 text-sm font-semibold text-slate-900 dark:text-slate-50"
            >
              {stars}
            </span>
          </button>
        ))}
      </div>
      <p className="mt-2 text-sm">{t("feedbackWidget.scale")}</p>
    </div>
  );
}
