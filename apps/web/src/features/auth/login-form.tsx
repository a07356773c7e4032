import { useState } from "react";
import { useTranslation } from "react-i18next";
import { textLink } from "../../components/button-styles.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { login } from "./auth-api.ts";
import { AuthField, AuthSubmitButton, useAuthForm } from "./auth-form.tsx";
import { EMAIL_NOT_CONFIRMED, loginFailure } from "./auth-messages.ts";

type LoginFormProps = {
  onSuccess: () => void;
  onEmailNotConfirmed: () => void;
  onForgotPassword: () => void;
};

export function LoginForm({ onSuccess, onEmailNotConfirmed, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation("dialogs");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { message, setMessage, isSending, handleSubmit } = useAuthForm();

  const submit = handleSubmit(Boolean(email.trim() && password), async () => {
    try {
      const answer = await login(email.trim(), password);
      if (answer?.success === false) {
        if (answer.message === EMAIL_NOT_CONFIRMED) onEmailNotConfirmed();
        else setMessage({ tone: "error", text: t("auth.login.failed") });
        return;
      }
      setMessage({ tone: "success", text: t("auth.login.success") });
      onSuccess();
    } catch (error) {
      const outcome = loginFailure(error);
      if (outcome.kind === "emailNotConfirmed") onEmailNotConfirmed();
      else
        setMessage({
          tone: "error",
          text: t(outcome.kind === "failed" ? "auth.login.failed" : "auth.login.error"),
        });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <AuthField field="email" autoComplete="username" value={email} onChange={setEmail} data-autofocus />
      <AuthField field="password" autoComplete="current-password" value={password} onChange={setPassword} />
      <button type="button" className={textLink} onClick={onForgotPassword}>
        {t("auth.forgotPassword")}
      </button>
      <FormMessage tone={message?.tone ?? "none"}>{message?.text}</FormMessage>
      <AuthSubmitButton isSending={isSending}>{t("auth.login.submit")}</AuthSubmitButton>
    </form>
  );
}
