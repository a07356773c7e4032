import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton } from "../../components/button-styles.ts";
import { TextField } from "../../components/text-field.tsx";

export type AuthMessage = { tone: "error" | "success"; text: string } | null;

/**
 * Message and sending state of the login and registration forms. `handleSubmit` asks for all fields
 * and a well-formed e-mail before it runs `send`, with the message cleared and the form marked as sending.
 */
export function useAuthForm() {
  const { t } = useTranslation("dialogs");
  const [message, setMessage] = useState<AuthMessage>(null);
  const [isSending, setSending] = useState(false);

  function handleSubmit(isFilled: boolean, send: () => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!isFilled) {
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
        await send();
      } finally {
        setSending(false);
      }
    };
  }

  return { message, setMessage, isSending, handleSubmit };
}

type AuthFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "value" | "onChange"> & {
  field: "name" | "email" | "password";
  value: string;
  onChange: (value: string) => void;
};

/** One field of the auth forms: label `auth.<field>`, input name `<field>`, type email/password where it fits. */
export function AuthField({ field, value, onChange, ...inputProps }: AuthFieldProps) {
  const { t } = useTranslation("dialogs");
  return (
    <TextField
      {...inputProps}
      label={t(`auth.${field}`)}
      name={field}
      type={field === "name" ? undefined : field}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Full-width submit button of the auth forms; says "sending" while a request runs. */
export function AuthSubmitButton({ isSending, children }: { isSending: boolean; children: ReactNode }) {
  const { t } = useTranslation("dialogs");
  return (
    <button type="submit" className={`${primaryButton} w-full`} disabled={isSending}>
      {isSending ? t("auth.sending") : children}
    </button>
  );
}
