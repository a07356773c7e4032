import { ErrorBodySchema } from "@leicht/contracts";
import i18next from "i18next";

/** status 0 means no HTTP answer (network error, time-out, aborted). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** true when the message came from the server (German, meant for the user). */
  readonly fromServer: boolean;
  /** The parsed error body, for answers that carry more than the message (e.g. glossary suggestions). */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, fromServer = false, body: unknown = undefined) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const FALLBACKS = {
  network: "Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.",
  timeout: "Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es später erneut.",
  aborted: "Die Anfrage wurde abgebrochen.",
  generic: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
} as const;

/** German fallback text; in the de-leicht UI the errors namespace supplies the easy version. */
export function fallbackMessage(kind: keyof typeof FALLBACKS): string {
  const text = i18next.isInitialized ? i18next.t(`errors:api.${kind}`, { defaultValue: "" }) : "";
  return text || FALLBACKS[kind];
}

/** Turns a non-2xx answer into an ApiError with the server's message when it sent one. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, true, body);
  }
  return new ApiError(response.status, `http_${response.status}`, fallbackMessage("generic"));
}
