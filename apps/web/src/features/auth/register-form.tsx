import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, textLink } from "../../components/button-styles.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { TextField } from "../../components/text-field.tsx";
import { register } from "./auth-api.ts";
import { registerFailure } from "./auth-messages.ts";

export function RegisterForm({ onShowLogin }: { onShowLogin: () => void }) {
  const { t } = useTranslation("dialogs");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [isSending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !email.trim() || !password) {
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
      await register({ name: name.trim(), email: email.trim(), password });
      setMessage({ tone: "success", text: t("auth.register.success") });
    } catch (error) {
      const failure = registerFailure(error);
      setMessage({ tone: "error", text: "text" in failure ? failure.text : t(failure.key) });
    } finally {
      setSending(false);
    }
  }

  const isDone = message?.tone === "success";
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t("auth.name")}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        data-autofocus
      />
      <TextField
        label={t("auth.email")}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t("auth.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormMessage tone={message?.tone ?? "none"}>{message?.text}</FormMessage>
      {isDone ? (
        <button type="button" className={textLink} onClick={onShowLogin}>
          {t("auth.register.loginNow")}
        </button>
      ) : (
        <button type="submit" className={`${primaryButton} w-full`} disabled={isSending}>
          {isSending ? t("auth.sending") : t("auth.register.submit")}
        </button>
      )}
    </form>
  );
}
