import { type InputHTMLAttributes, useId } from "react";
import { inputField } from "./button-styles.ts";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string };

/** Label above input; the label is always visible (placeholders are no labels). */
export function TextField({ label, id, className = "", ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block font-semibold">
        {label}
      </label>
      <input {...inputProps} id={inputId} className={inputField} />
    </div>
  );
}
