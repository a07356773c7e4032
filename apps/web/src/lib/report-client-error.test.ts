import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REDACTED } from "./redact.ts";
import { REPORT_TIMEOUT_MS, reportClientError, resetClientErrorReportCount } from "./report-client-error.ts";

beforeEach(() => {
  vi.useFakeTimers();
  resetClientErrorReportCount();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("reportClientError", () => {
  it("posts the spec's fields with secrets hidden and without credentials", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 202 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    await reportClientError({
      errorType: "api_error",
      message: "Fehler",
      request: {
        method: "POST",
        url: "/api/v1/auth/login",
        headers: { Cookie: "sid=1" },
        data: "username=a&password=b",
      },
      response: { status: 500 },
      code: "internal",
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/log/client-errors");
    expect(init?.credentials).toBe("omit");
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      errorType: "api_error",
      message: "Fehler",
      request: {
        method: "POST",
        url: "/api/v1/auth/login",
        headers: { Cookie: REDACTED },
        data: { username: "a", password: REDACTED },
      },
      response: { status: 500 },
      code: "internal",
    });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    expect(body.userAgent).toEqual(expect.any(String));
    expect(body.url).toMatch(/^http/);
  });

  it("gives up after 5 s and never reports its own failure", async () => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    });
    vi.stubGlobal("fetch", fetchMock);
    const done = reportClientError({ errorType: "x", message: "y" });
    await vi.advanceTimersByTimeAsync(REPORT_TIMEOUT_MS);
    await expect(done).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("swallows a network error", async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", fetchMock);
    await expect(reportClientError({ errorType: "x", message: "y" })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
