import { isApiError } from "../../../lib/api-client.ts";

/** The four translation failures of spec 001 §8, plus the used-up quota. */
export type TranslationErrorKind = "timeout" | "server" | "offline" | "quota" | "other";

export function translationErrorKind(error: unknown, isOnline: boolean): TranslationErrorKind {
  if (!isOnline) return "offline";
  if (!isApiError(error)) return "other";
  if (error.code === "timeout") return "timeout";
  if (error.code === "network_error") return "offline";
  if (error.status === 402 || error.code === "quota_exceeded") return "quota";
  if (error.status >= 500) return "server";
  return "other";
}

/** The server's own German message, when it sent one that helps (e.g. "Der Text ist zu lang …"). */
export function serverDetail(error: unknown): string | undefined {
  if (!isApiError(error) || !error.fromServer || error.status >= 500) return undefined;
  return error.message;
}
