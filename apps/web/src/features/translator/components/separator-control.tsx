import type { Separator } from "@leicht/contracts";
import { useTranslation } from "react-i18next";
import { inputField } from "../../../components/button-styles.ts";

const OPTIONS: Separator[] = ["mediopunkt", "hyphen", "none"];

/** How the engine splits long words in Leichte Sprache (the preference cookie's `mediopoint`). */
export function SeparatorControl({
  value,
  onChange,
}: {
  value: Separator;
  onChange: (value: Separator) => void;
}) {
  const { t } = useTranslation("translator");
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="translator-separator" className="font-semibold">
        {t("separator.label")}
      </label>
      <select
        id="translator-separator"
        value={value}
        onChange={(event) => onChange(event.target.value as Separator)}
        className={`${inputField} w-auto py-1`}
      >
        {OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`separator.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
