import { API_BASE } from "@leicht/contracts";
import { ApiError, errorFromResponse, fallbackMessage } from "./api-error.ts";
import { reportClientError } from "./report-client-error.ts";

export { ApiError, isApiError } from "./api-error.ts";

export const REQUEST_TIMEOUT_MS = 30_000;
export const MAX_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 500;
/** Jitter is 0..149 ms (spec 000 §7: "under 150"). */
export const RETRY_JITTER_MS = 150;
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const REFRESH_PATH = "/token/refresh-token";

export type RequestOptions = {
  /** GET only: retry network errors, time-outs, 429, 502, 503, 504. Default true. */
  retry?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Login, registration and the refresh itself must not trigger a token refresh on 401. */
  skipAuthRefresh?: boolean;
  /** Report 5xx, network errors and time-outs to the client error log. Default true. */
  reportErrors?: boolean;
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function retryDelay(retryIndex: number, random: () => number = Math.random): number {
  return RETRY_BASE_DELAY_MS * 2 ** retryIndex + Math.floor(random() * RETRY_JITTER_MS);
}

let refreshInFlight: Promise<boolean> | null = null;
const sessionExpiredListeners = new Set<() => void>();

/** Called when a 401 could not be healed by a refresh (spec 000 §8). */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** One shared refresh: concurrent 401s all wait for the same POST /token/refresh-token. */
export function refreshSession(): Promise<boolean> {
  if (!refreshInFlight) {
    refreshInFlight = fetch(`${API_BASE}${REFRESH_PATH}`, { method: "POST", credentials: "include" })
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams || body instanceof FormData || typeof body === "string") return body;
  headers.set("content-type", "application/json");
  return JSON.stringify(body);
}

async function parseSuccess<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Attempt = { response: Response } | { error: ApiError; retryable: boolean };

async function attemptOnce(url: string, init: RequestInit, options: RequestOptions): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener("abort", abortFromCaller, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { response };
  } catch {
    if (timedOut) return { error: new ApiError(0, "timeout", fallbackMessage("timeout")), retryable: true };
    if (options.signal?.aborted)
      return { error: new ApiError(0, "aborted", fallbackMessage("aborted")), retryable: false };
    return { error: new ApiError(0, "network_error", fallbackMessage("network")), retryable: true };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abortFromCaller);
  }
}

/** The one API client (architecture §11): base /api/v1, cookies, 30 s time-out, retries, 401 refresh. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const url = `${API_BASE}${path}`;
  const headers = new Headers({ accept: "application/json", ...options.headers });
  const init: RequestInit = { method, credentials: "include", headers, body: encodeBody(body, headers) };
  const maxRetries = method === "GET" && options.retry !== false ? MAX_RETRIES : 0;
  let retries = 0;
  let refreshed = false;

  for (;;) {
    const attempt = await attemptOnce(url, init, options);
    if ("response" in attempt && attempt.response.ok) return parseSuccess<T>(attempt.response);

    let error: ApiError;
    let retryable: boolean;
    if ("response" in attempt) {
      const { response } = attempt;
      if (response.status === 401 && !refreshed && !options.skipAuthRefresh && path !== REFRESH_PATH) {
        refreshed = true;
        if (await refreshSession()) continue;
        for (const listener of sessionExpiredListeners) listener();
      }
      error = await errorFromResponse(response);
      retryable = RETRY_STATUSES.has(response.status);
    } else {
      error = attempt.error;
      retryable = attempt.retryable;
    }

    if (retryable && retries < maxRetries) {
      await sleep(retryDelay(retries));
      retries += 1;
      continue;
    }
    if (
      options.reportErrors !== false &&
      (error.status === 0 ? error.code !== "aborted" : error.status >= 500)
    ) {
      void reportClientError({
        errorType: "api_error",
        message: error.message,
        request: { method, url, headers: Object.fromEntries(headers), data: body },
        response: { status: error.status, code: error.code },
        code: error.code,
      });
    }
    throw error;
  }
}

export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return apiRequest<T>("GET", path, undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return apiRequest<T>("POST", path, body, options);
}
