import { useState } from "react";
import { useTranslation } from "react-i18next";
import { textLink } from "../../components/button-styles.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { register } from "./auth-api.ts";
import { AuthField, AuthSubmitButton, useAuthForm } from "./auth-form.tsx";
import { registerFailure } from "./auth-messages.ts";

export function RegisterForm({ onShowLogin }: { onShowLogin: () => void }) {
  const { t } = useTranslation("dialogs");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { message, setMessage, isSending, handleSubmit } = useAuthForm();

  const submit = handleSubmit(Boolean(name.trim() && email.trim() && password), async () => {
    try {
      await register({ name: name.trim(), email: email.trim(), password });
      setMessage({ tone: "success", text: t("auth.register.success") });
    } catch (error) {
      const failure = registerFailure(error);
      setMessage({ tone: "error", text: "text" in failure ? failure.text : t(failure.key) });
    }
  });

  const isDone = message?.tone === "success";
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <AuthField field="name" autoComplete="name" value={name} onChange={setName} data-autofocus />
      <AuthField field="email" autoComplete="email" value={email} onChange={setEmail} />
      <AuthField field="password" autoComplete="new-password" value={password} onChange={setPassword} />
      <FormMessage tone={message?.tone ?? "none"}>{message?.text}</FormMessage>
      {isDone ? (
        <button type="button" className={textLink} onClick={onShowLogin}>
          {t("auth.register.loginNow")}
        </button>
      ) : (
        <AuthSubmitButton isSending={isSending}>{t("auth.register.submit")}</AuthSubmitButton>
      )}
    </form>
  );
}
