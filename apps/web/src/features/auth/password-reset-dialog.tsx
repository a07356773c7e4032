import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton } from "../../components/button-styles.ts";
import { ModalDialog } from "../../components/dialog/modal-dialog.tsx";
import { FormMessage } from "../../components/form-message.tsx";
import { requestPasswordReset } from "./auth-api.ts";
import { AuthField, AuthSubmitButton } from "./auth-form.tsx";

export function PasswordResetDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
}) {
  const { t } = useTranslation("dialogs");
  const [email, setEmail] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed" | "missing">("idle");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setState("missing");
      return;
    }
    setState("sending");
    try {
      await requestPasswordReset(email.trim());
      setState("sent");
    } catch {
      setState("failed");
    }
  }

  return (
    <ModalDialog title={t("reset.title")} onClose={onClose} returnFocusTo={returnFocusTo} size="sm">
      {state === "sent" ? (
        <div className="space-y-4">
          <FormMessage tone="success">{t("reset.success")}</FormMessage>
          <button type="button" className={`${primaryButton} w-full`} onClick={onClose} data-autofocus>
            {t("reset.close")}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <p>{t("reset.intro")}</p>
          <AuthField field="email" autoComplete="email" value={email} onChange={setEmail} data-autofocus />
          <FormMessage tone={state === "missing" || state === "failed" ? "error" : "none"}>
            {state === "missing" && t("reset.missingEmail")}
            {state === "failed" && t("reset.error")}
          </FormMessage>
          <AuthSubmitButton isSending={state === "sending"}>{t("reset.submit")}</AuthSubmitButton>
        </form>
      )}
    </ModalDialog>
  );
}
