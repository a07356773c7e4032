import { isApiError } from "../../lib/api-client.ts";

export const EMAIL_NOT_CONFIRMED = "Email not confirmed";

/** A server message is meant for the user only on a real 4xx answer (404 means: no such endpoint yet). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || !error.fromServer) return null;
  if (error.status < 400 || error.status >= 500 || error.status === 404) return null;
  return error.message;
}

export type LoginOutcome = { kind: "emailNotConfirmed" } | { kind: "failed" } | { kind: "error" };

/** Spec 000 §8, login: "Email not confirmed" opens a notice; a refusal is "nicht erfolgreich"; anything else an error. */
export function loginFailure(error: unknown): LoginOutcome {
  if (serverMessage(error) === EMAIL_NOT_CONFIRMED) return { kind: "emailNotConfirmed" };
  if (isApiError(error) && [400, 401, 403, 422].includes(error.status)) return { kind: "failed" };
  return { kind: "error" };
}

/** Spec 000 §8, registration: server message if present, else 400 / 409 / generic. Returns a text or an i18n key. */
export function registerFailure(error: unknown): { text: string } | { key: string } {
  const message = serverMessage(error);
  if (message) return { text: message };
  if (isApiError(error) && error.status === 400) return { key: "auth.register.invalid" };
  if (isApiError(error) && error.status === 409) return { key: "auth.register.exists" };
  return { key: "auth.register.error" };
}

/** Adds loginSuccess=true to a same-origin return URL; anything else becomes "/". */
export function loginTarget(returnUrl: string | undefined, origin: string): string {
  let url: URL;
  try {
    url = new URL(returnUrl || "/", origin);
  } catch {
    url = new URL("/", origin);
  }
  if (url.origin !== origin) url = new URL("/", origin);
  url.searchParams.set("loginSuccess", "true");
  return `${url.pathname}${url.search}${url.hash}`;
}
