import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, textLink } from "../../components/button-styles.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { TextField } from "../../components/text-field.tsx";
import { login } from "./auth-api.ts";
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
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [isSending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMessage({ tone: "error", text: t("auth.fillAll") });
      return;
    }
    const emailInput = event.currentTarget.elements.namedItem("email");
    if (emailInput instanceof HTMLInputElement && emailInput.validity.typeMismatch) {
      setMessage({ tone: "error", text: t("auth.invalidEmail") });
      return;
    }
    setSending(true);
    setMessage(null);
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
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t("auth.email")}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        data-autofocus
      />
      <TextField
        label={t("auth.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="button" className={textLink} onClick={onForgotPassword}>
        {t("auth.forgotPassword")}
      </button>
      <FormMessage tone={message?.tone ?? "none"}>{message?.text}</FormMessage>
      <button type="submit" className={`${primaryButton} w-full`} disabled={isSending}>
        {isSending ? t("auth.sending") : t("auth.login.submit")}
      </button>
    </form>
  );
}
