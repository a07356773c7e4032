import { CONTACT_MESSAGE_MAX } from "@leicht/contracts";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputField, primaryButton } from "../../components/button-styles.ts";
import { RichText } from "../../components/content/rich-text.tsx";
import { isApiError } from "../../lib/api-client.ts";
import { useSendContactMessage } from "./api/send-contact-message.ts";
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactFields,
  firstInvalidField,
  validateContactForm,
} from "./contact-form-validation.ts";

type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "invalid"; fields: ContactField[] }
  | { kind: "failed"; message: string }
  | { kind: "sent"; email: string };

const emptyValues = (subject: string): ContactValues => ({
  name: "",
  email: "",
  subject,
  message: "",
  website: "",
});

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const hintId = (field: ContactField) => `contact-${field}-hint`;
const fieldsWithHint: ReadonlySet<ContactField> = new Set(["email", "message"]);

/**
 * The contact form: labelled fields, errors tied to their field with aria-describedby, and one
 * live region that announces sending, success and failure. The honeypot `website` is hidden from
 * people and from assistive technology; bots that fill it get a normal answer and nothing happens.
 */
export function ContactForm({ initialSubject = "" }: { initialSubject?: string }) {
  const { t } = useTranslation("pages");
  const [values, setValues] = useState<ContactValues>(() => emptyValues(initialSubject));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const send = useSendContactMessage();
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const update = (field: keyof ContactValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a failed attempt, errors disappear as soon as the field is right; new ones wait for submit.
    if (field !== "website" && errors[field]) {
      setErrors((current) => ({ ...current, [field]: validateContactForm(next)[field] }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === "sending") return;
    const found = validateContactForm(values);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setStatus({ kind: "invalid", fields: contactFields.filter((field) => found[field]) });
      inputs.current[first]?.focus();
      return;
    }
    setStatus({ kind: "sending" });
    try {
      await send.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        website: values.website,
      });
      setStatus({ kind: "sent", email: values.email.trim() });
      setValues(emptyValues(""));
    } catch (error) {
      const message = isApiError(error) ? error.message : t("contact.status.unknownError");
      setStatus({ kind: "failed", message });
    }
  };

  const describedBy = (field: ContactField) =>
    [fieldsWithHint.has(field) ? hintId(field) : "", errors[field] ? errorId(field) : ""]
      .filter(Boolean)
      .join(" ") || undefined;

  const fieldProps = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    "aria-required": true,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field),
    className: `${inputField} ${errors[field] ? "border-red-700 dark:border-red-400" : ""}`,
  });

  const fieldError = (field: ContactField) => {
    const key = errors[field];
    if (!key) return null;
    return (
      <p id={errorId(field)} className="mt-1 font-semibold text-red-700 dark:text-red-300">
        <span aria-hidden="true">⚠ </span>
        {t(`contact.errors.${key}`)}
      </p>
    );
  };

  const label = (field: ContactField) => (
    <label htmlFor={fieldId(field)} className="block font-semibold">
      {t(`contact.fields.${field}.label`)}
    </label>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-describedby="contact-required-note">
      <p id="contact-required-note">{t("contact.requiredNote")}</p>

      <div>
        {label("name")}
        <input
          {...fieldProps("name")}
          ref={(element) => {
            inputs.current.name = element;
          }}
          type="text"
          autoComplete="name"
          onChange={(event) => update("name", event.target.value)}
        />
        {fieldError("name")}
      </div>

      <div>
        {label("email")}
        <p id={hintId("email")} className="text-slate-700 dark:text-slate-300">
          {t("contact.fields.email.hint")}
        </p>
        <input
          {...fieldProps("email")}
          ref={(element) => {
            inputs.current.email = element;
          }}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          onChange={(event) => update("email", event.target.value)}
        />
        {fieldError("email")}
      </div>

      <div>
        {label("subject")}
        <input
          {...fieldProps("subject")}
          ref={(element) => {
            inputs.current.subject = element;
          }}
          type="text"
          onChange={(event) => update("subject", event.target.value)}
        />
        {fieldError("subject")}
      </div>

      <div>
        {label("message")}
        <p id={hintId("message")} className="text-slate-700 dark:text-slate-300">
          {t("contact.fields.message.hint")}
        </p>
        <textarea
          {...fieldProps("message")}
          ref={(element) => {
            inputs.current.message = element;
          }}
          rows={8}
          onChange={(event) => update("message", event.target.value)}
        />
        <p className="mt-1 text-right text-slate-700 dark:text-slate-300">
          {t("contact.fields.message.count", {
            count: values.message.trim().length,
            max: CONTACT_MESSAGE_MAX.toLocaleString("de-DE"),
          })}
        </p>
        {fieldError("message")}
      </div>

      {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("contact.fields.website.label")}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update("website", event.target.value)}
        />
      </div>

      <p>
        <RichText text={t("contact.privacy")} />
      </p>

      <button type="submit" className={primaryButton} aria-disabled={status.kind === "sending"}>
        {status.kind === "sending" ? t("contact.sending") : t("contact.submit")}
      </button>

      <div role="status" aria-live="polite" aria-atomic="true" data-testid="contact-status">
        <StatusMessage status={status} onFocusField={(field) => inputs.current[field]?.focus()} />
      </div>
    </form>
  );
}

function StatusMessage({
  status,
  onFocusField,
}: {
  status: Status;
  onFocusField: (field: ContactField) => void;
}) {
  const { t } = useTranslation("pages");
  if (status.kind === "idle") return null;
  if (status.kind === "sending") return <p>{t("contact.status.sending")}</p>;
  if (status.kind === "sent") {
    return (
      <div className="rounded-lg border-l-4 border-green-700 bg-green-50 p-4 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50">
        <p className="font-semibold">{t("contact.status.sentTitle")}</p>
        <p>{t("contact.status.sent", { email: status.email })}</p>
      </div>
    );
  }
  const isInvalid = status.kind === "invalid";
  return (
    <div className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50">
      <p className="font-semibold">{t("contact.status.notSentTitle")}</p>
      {isInvalid ? (
        <>
          <p>{t("contact.status.invalid", { count: status.fields.length })}</p>
          <ul className="mt-2 list-disc pl-6">
            {status.fields.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  className="underline underline-offset-4"
                  onClick={(event) => {
                    // Move focus into the field itself; a bare fragment link only scrolls.
                    event.preventDefault();
                    onFocusField(field);
                  }}
                >
                  {t(`contact.fields.${field}.label`)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("contact.status.failed", { message: status.message })}</p>
      )}
    </div>
  );
}
