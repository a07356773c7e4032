import { API_BASE, type ClientErrorReport, routes } from "@leicht/contracts";
import { redactBody, redactHeaders, redactValue, truncate } from "./redact.ts";

export const REPORT_TIMEOUT_MS = 5000;
/** A page that keeps failing must not flood the log (the server also rate-limits). */
const MAX_REPORTS_PER_PAGE = 20;

export type ClientErrorInput = {
  errorType: string;
  message: string;
  request?: { method?: string; url?: string; headers?: Record<string, unknown>; data?: unknown };
  response?: unknown;
  code?: string | number;
};

let sentReports = 0;

export function buildClientErrorReport(input: ClientErrorInput): ClientErrorReport {
  const request = input.request
    ? {
        method: input.request.method,
        url: input.request.url ? truncate(input.request.url) : undefined,
        headers: redactHeaders(input.request.headers),
        data: input.request.data === undefined ? undefined : redactBody(input.request.data),
      }
    : undefined;
  return {
    errorType: truncate(input.errorType, 200),
    message: truncate(input.message),
    request,
    response: input.response === undefined ? undefined : redactValue(input.response),
    code: input.code,
    timestamp: new Date().toISOString(),
    userAgent: typeof navigator === "undefined" ? undefined : truncate(navigator.userAgent),
    url: typeof location === "undefined" ? undefined : truncate(location.href),
  };
}

/**
 * Sends one report to POST /api/v1/log/client-errors: no credentials, 5 s time-out.
 * Uses fetch directly (not the API client) and swallows every failure, so a failing
 * report is never reported again.
 */
export async function reportClientError(input: ClientErrorInput): Promise<void> {
  if (sentReports >= MAX_REPORTS_PER_PAGE) return;
  sentReports += 1;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REPORT_TIMEOUT_MS);
  try {
    await fetch(`${API_BASE}${routes.clientErrors}`, {
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(buildClientErrorReport(input)),
      signal: controller.signal,
    });
  } catch {
    // Deliberately silent: reporting must never cause another report or a visible error.
  } finally {
    clearTimeout(timer);
  }
}

/** For tests: forget how many reports this page has sent. */
export function resetClientErrorReportCount(): void {
  sentReports = 0;
}
