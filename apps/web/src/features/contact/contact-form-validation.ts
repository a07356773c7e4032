import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from "@leicht/contracts";

export const contactFields = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string> & { website: string };

/** Keys under contact.errors in pages.json, so each message exists in both UI languages. */
export type ContactErrorKey =
  | "nameRequired"
  | "nameTooLong"
  | "emailRequired"
  | "emailInvalid"
  | "subjectRequired"
  | "subjectTooLong"
  | "singleLine"
  | "messageRequired"
  | "messageTooShort"
  | "messageTooLong";

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

// The server's zod contract decides in the end; this mirrors it so people get the message in
// their UI language before anything is sent.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const hasLineBreak = /[\r\n]/;

export function validateContactForm(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();

  if (!name) errors.name = "nameRequired";
  else if (name.length > CONTACT_NAME_MAX) errors.name = "nameTooLong";
  else if (hasLineBreak.test(name)) errors.name = "singleLine";

  if (!email) errors.email = "emailRequired";
  else if (email.length > 254 || !emailPattern.test(email)) errors.email = "emailInvalid";

  if (!subject) errors.subject = "subjectRequired";
  else if (subject.length > CONTACT_SUBJECT_MAX) errors.subject = "subjectTooLong";
  else if (hasLineBreak.test(subject)) errors.subject = "singleLine";

  if (!message) errors.message = "messageRequired";
  else if (message.length < CONTACT_MESSAGE_MIN) errors.message = "messageTooShort";
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = "messageTooLong";

  return errors;
}

export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return contactFields.find((field) => errors[field] !== undefined);
}
