import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * Slot for a third-party sign-in. Google sign-in needs the operator's client id and its script,
 * which the CSP and the consent rules only allow once configured; until then the button is off
 * and says why.
 */
export function GoogleSignInSlot() {
  const { t } = useTranslation("dialogs");
  const noteId = useId();
  return (
    <div>
      <button
        type="button"
        disabled
        aria-describedby={noteId}
        className="flex w-full items-center justify-center gap-2 rounded-lg border-2 border-slate-400 px-4 py-2 font-semibold text-slate-600 dark:border-slate-500 dark:text-slate-300"
      >
        <span aria-hidden="true" className="font-bold">
          G
        </span>
        {t("auth.google.button")}
      </button>
      <p id={noteId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t("auth.google.notConfigured")}
      </p>
    </div>
  );
}
