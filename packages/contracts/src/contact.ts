import { z } from "./zod.ts";

/** Longest and shortest contact message the form and the server accept. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 200;
export const CONTACT_SUBJECT_MAX = 200;

// Name and subject end up in mail headers: no line breaks or other control characters.
const singleLine = /^[^\p{Cc}]*$/u;

/**
 * POST /api/v1/contact. `website` is a honeypot: the form hides it from people and assistive
 * technology, so only bots fill it in. The server then answers as usual but keeps nothing.
 */
export const ContactRequestSchema = z.object({
  name: z
    .string({ error: "Bitte geben Sie Ihren Namen ein." })
    .trim()
    .min(1, { error: "Bitte geben Sie Ihren Namen ein." })
    .max(CONTACT_NAME_MAX, { error: `Der Name darf höchstens ${CONTACT_NAME_MAX} Zeichen lang sein.` })
    .regex(singleLine, { error: "Der Name darf keine Zeilenumbrüche enthalten." }),
  email: z
    .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
    .trim()
    .min(1, { error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
    .max(254, { error: "Die E-Mail-Adresse ist zu lang." })
    .pipe(
      z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de." }),
    ),
  subject: z
    .string({ error: "Bitte geben Sie einen Betreff ein." })
    .trim()
    .min(1, { error: "Bitte geben Sie einen Betreff ein." })
    .max(CONTACT_SUBJECT_MAX, {
      error: `Der Betreff darf höchstens ${CONTACT_SUBJECT_MAX} Zeichen lang sein.`,
    })
    .regex(singleLine, { error: "Der Betreff darf keine Zeilenumbrüche enthalten." }),
  message: z
    .string({ error: "Bitte schreiben Sie eine Nachricht." })
    .trim()
    .min(CONTACT_MESSAGE_MIN, {
      error: `Die Nachricht muss mindestens ${CONTACT_MESSAGE_MIN} Zeichen lang sein.`,
    })
    .max(CONTACT_MESSAGE_MAX, {
      error: `Die Nachricht darf höchstens ${CONTACT_MESSAGE_MAX} Zeichen lang sein.`,
    }),
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ received: z.literal(true) });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** GET /api/v1/site: operator details for the legal pages; null where the operator set nothing. */
export const SiteInfoSchema = z.object({
  operator: z.object({
    name: z.string().nullable(),
    address: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    register: z.string().nullable(),
    vatId: z.string().nullable(),
    representative: z.string().nullable(),
  }),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
export type OperatorField = keyof SiteInfo["operator"];
