import { type InputHTMLAttributes, useId } from "react";
import { useTranslation } from "react-i18next";

type TermInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "placeholder"> & {
  /** Visible label; defaults to "Begriff". */
  label?: string;
  hideLabel?: boolean;
};

/** The single rounded term field (placeholder "Zu erklärender Begriff"), always with a label. */
export function TermInput({ label, hideLabel = true, id, className = "", ...inputProps }: TermInputProps) {
  const { t } = useTranslation("dialogs");
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "mb-1 block font-semibold"}>
        {label ?? t("termInput.label")}
      </label>
      <input
        {...inputProps}
        id={inputId}
        type="text"
        autoComplete="off"
        placeholder={t("termInput.placeholder")}
        className="w-full rounded-full border-2 border-slate-600 bg-white px-5 py-3 text-slate-900 placeholder:text-slate-600 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-50 dark:placeholder:text-slate-300"
      />
    </div>
  );
}
