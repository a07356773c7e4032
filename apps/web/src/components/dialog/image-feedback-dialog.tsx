import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputField, primaryButton, secondaryButton } from "../button-styles.ts";
import { ModalDialog } from "./modal-dialog.tsx";

export type ImageFeedbackDialogProps = {
  onClose: () => void;
  /** Sends the feedback (POST /image/feedback in the images feature); may throw. */
  onSubmit: (feedback: string) => Promise<void>;
  title?: string;
  /** When true an empty or blank text is not sent. Default true. */
  isRequired?: boolean;
};

export function ImageFeedbackDialog({
  onClose,
  onSubmit,
  title,
  isRequired = true,
}: ImageFeedbackDialogProps) {
  const { t } = useTranslation("dialogs");
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isRequired && text.trim() === "") {
      setError(t("imageFeedback.required"));
      return;
    }
    setSending(true);
    setError("");
    try {
      await onSubmit(text.trim());
      onClose();
    } catch {
      setError(t("imageFeedback.failed"));
      setSending(false);
    }
  }

  return (
    <ModalDialog title={title ?? t("imageFeedback.title")} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <label htmlFor={fieldId} className="mb-1 block font-semibold">
          {t("imageFeedback.label")}
        </label>
        <textarea
          id={fieldId}
          data-autofocus
          rows={4}
          className={inputField}
          placeholder={t("imageFeedback.placeholder")}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={hintId} className="mt-2 text-slate-700 dark:text-slate-300">
          {t("imageFeedback.hint")}
        </p>
        <p role="alert" className="mt-2 font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t("imageFeedback.cancel")}
          </button>
          <button type="submit" className={primaryButton} disabled={isSending}>
            {isSending ? t("imageFeedback.sending") : t("imageFeedback.send")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
