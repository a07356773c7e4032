import { describe, expect, it } from "vitest";
import { type ContactValues, firstInvalidField, validateContactForm } from "./contact-form-validation.ts";

const valid: ContactValues = {
  name: "Erika Mustermann",
  email: "erika@beispiel.de",
  subject: "Frage",
  message: "Wie übersetze ich einen Bescheid?",
  website: "",
};

describe("validateContactForm", () => {
  it("accepts a complete message", () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it("names every empty field, blanks count as empty", () => {
    expect(validateContactForm({ name: " ", email: "", subject: "\t", message: "  ", website: "" })).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      subject: "subjectRequired",
      message: "messageRequired",
    });
  });

  it("rejects addresses without @ or without a domain ending", () => {
    for (const email of ["erika", "erika@", "erika@beispiel", "erika beispiel@de.de", "@beispiel.de"]) {
      expect(validateContactForm({ ...valid, email }).email).toBe("emailInvalid");
    }
  });

  it("checks the message length after trimming: 10 to 5000 characters", () => {
    expect(validateContactForm({ ...valid, message: "  kurz     " }).message).toBe("messageTooShort");
    expect(validateContactForm({ ...valid, message: "a".repeat(10) }).message).toBeUndefined();
    expect(validateContactForm({ ...valid, message: "a".repeat(5000) }).message).toBeUndefined();
    expect(validateContactForm({ ...valid, message: "a".repeat(5001) }).message).toBe("messageTooLong");
  });

  it("refuses line breaks in the subject and a name over 200 characters", () => {
    expect(validateContactForm({ ...valid, subject: "Hallo\nBcc: x@y.de" }).subject).toBe("singleLine");
    expect(validateContactForm({ ...valid, name: "n".repeat(201) }).name).toBe("nameTooLong");
  });

  it("finds the first invalid field in form order", () => {
    expect(firstInvalidField({ message: "messageRequired", email: "emailInvalid" })).toBe("email");
    expect(firstInvalidField({})).toBeUndefined();
  });
});
