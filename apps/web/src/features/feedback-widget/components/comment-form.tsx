import { FEEDBACK_TEXT_MAX } from "@leicht/contracts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputField, primaryButton, secondaryButton } from "../../../components/button-styles.ts";
import { TextField } from "../../../components/text-field.tsx";

export type CommentValues = { feedback: string; name: string; email: string };

/** Step 2 (1-3 stars): the comment is required; name and e-mail are optional. */
export function CommentForm({
  rating,
  isSending,
  onBack,
  onSubmit,
}: {
  rating: number;
  isSending: boolean;
  onBack: () => void;
  onSubmit: (values: CommentValues) => void;
}) {
  const { t } = useTranslation("home");
  const [values, setValues] = useState<CommentValues>({ feedback: "", name: "", email: "" });
  const [hasError, setError] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.feedback.trim() === "") {
      setError(true);
      textRef.current?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-3">
      <p>{t("feedbackWidget.ratingChosen", { count: rating })}</p>
      <div>
        <label htmlFor="feedback-text" className="block font-semibold">
          {t("feedbackWidget.commentLabel")} <span aria-hidden="true">*</span>
        </label>
        <textarea
          ref={textRef}
          id="feedback-text"
          required
          aria-required="true"
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? "feedback-text-error" : undefined}
          maxLength={FEEDBACK_TEXT_MAX}
          rows={4}
          value={values.feedback}
          onChange={(event) => {
            setValues({ ...values, feedback: event.target.value });
            if (event.target.value.trim()) setError(false);
          }}
          className={inputField}
        />
        {hasError && (
          <p id="feedback-text-error" className="mt-1 font-semibold text-red-800 dark:text-red-300">
            {t("feedbackWidget.commentRequired")}
          </p>
        )}
      </div>
      <TextField
        id="feedback-name"
        label={t("feedbackWidget.name")}
        autoComplete="name"
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <TextField
        id="feedback-email"
        label={t("feedbackWidget.email")}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={isSending}>
          {t("feedbackWidget.send")}
        </button>
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t("feedbackWidget.back")}
        </button>
      </div>
    </form>
  );
}
