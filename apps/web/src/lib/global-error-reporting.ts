import { reportClientError } from "./report-client-error.ts";

/** Uncaught errors and unhandled rejections go to the client error log (spec 000 §3). */
export function installGlobalErrorReporting(): void {
  window.addEventListener("error", (event) => {
    void reportClientError({ errorType: "uncaught_error", message: event.message || String(event.error) });
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason instanceof Error ? event.reason.message : String(event.reason);
    void reportClientError({ errorType: "unhandled_rejection", message: reason });
  });
}
