import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiPost, MAX_RETRIES, REQUEST_TIMEOUT_MS, retryDelay } from "./api-client.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function mockFetch(...answers: (Response | Error | "hang")[]) {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    }
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve((next as Response).clone());
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Calls to the API itself (not the refresh, not the client error log). */
const apiCalls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === `/api/v1${path}`);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("retryDelay", () => {
  it("doubles from 500 ms and adds 0 to 149 ms of jitter", () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(1, () => 0)).toBe(1000);
    expect(retryDelay(0, () => 0.999_999)).toBe(649);
    expect(retryDelay(1, () => 0.999_999)).toBe(1149);
    for (let i = 0; i < 200; i++) {
      const delay = retryDelay(0);
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThan(650);
    }
  });
});

describe("apiGet retries", () => {
  it("retries a 503 twice, waiting 500 ms then 1000 ms (plus jitter), then succeeds", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const fetchMock = mockFetch(json(503, {}), json(503, {}), json(200, { ok: true }));
    const result = apiGet<{ ok: boolean }>("/thing");
    await vi.advanceTimersByTimeAsync(0);
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(3);
  });

  it("waits the jitter too: with the maximum jitter the first retry comes at 649 ms", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.999_999);
    const fetchMock = mockFetch(json(502, {}), json(200, {}));
    const result = apiGet("/thing");
    await vi.advanceTimersByTimeAsync(648);
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(2);
  });

  it.each([429, 502, 503, 504])("gives up after %i fails %i times in a row", async (status) => {
    const fetchMock = mockFetch(
      json(status, { error: { code: "busy", message: "Der Server ist ausgelastet." } }),
    );
    const result = apiGet("/thing").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: "busy", message: "Der Server ist ausgelastet." });
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(1 + MAX_RETRIES);
  });

  it("retries network errors", async () => {
    const fetchMock = mockFetch(new TypeError("Failed to fetch"), json(200, { ok: 1 }));
    const result = apiGet("/thing");
    await vi.advanceTimersByTimeAsync(700);
    await expect(result).resolves.toEqual({ ok: 1 });
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(2);
  });

  it("aborts after 30 s and retries the time-out", async () => {
    const fetchMock = mockFetch("hang", "hang", json(200, { late: true }));
    const result = apiGet("/slow");
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(apiCalls(fetchMock, "/slow")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 650);
    expect(apiCalls(fetchMock, "/slow")).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1150);
    await expect(result).resolves.toEqual({ late: true });
  });

  it("reports a time-out as ApiError with code timeout when retries are off", async () => {
    mockFetch("hang");
    const result = apiGet("/slow", { retry: false, timeoutMs: 1000 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ status: 0, code: "timeout" });
  });

  it("does not retry when the request opts out", async () => {
    const fetchMock = mockFetch(json(503, {}));
    const result = apiGet("/thing", { retry: false }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toMatchObject({ status: 503 });
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(1);
  });

  it("does not retry a 500, a 400 or a POST", async () => {
    const fetchMock = mockFetch(json(500, {}));
    const get = apiGet("/a").catch((error: unknown) => error);
    const post = apiPost("/b", { x: 1 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    await Promise.all([get, post]);
    expect(apiCalls(fetchMock, "/a")).toHaveLength(1);
    expect(apiCalls(fetchMock, "/b")).toHaveLength(1);
  });

  it("does not retry when the caller aborts", async () => {
    const fetchMock = mockFetch("hang");
    const controller = new AbortController();
    const result = apiGet("/thing", { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toMatchObject({ code: "aborted" });
    expect(apiCalls(fetchMock, "/thing")).toHaveLength(1);
  });
});

describe("requests", () => {
  it("sends cookies, JSON bodies and form bodies to /api/v1", async () => {
    const fetchMock = mockFetch(json(200, {}));
    await apiPost("/json", { a: 1 });
    await apiPost("/form", new URLSearchParams({ username: "a@b.de", password: "x" }));
    const [jsonUrl, jsonInit] = fetchMock.mock.calls[0] ?? [];
    expect(jsonUrl).toBe("/api/v1/json");
    expect(jsonInit).toMatchObject({ method: "POST", credentials: "include", body: '{"a":1}' });
    expect(new Headers(jsonInit?.headers).get("content-type")).toBe("application/json");
    const formInit = fetchMock.mock.calls[1]?.[1];
    expect(formInit?.body).toBeInstanceOf(URLSearchParams);
    expect(new Headers(formInit?.headers).get("content-type")).toBeNull();
  });

  it("uses a German fallback message when the server sends no error body", async () => {
    mockFetch(new Response("<html>bad gateway</html>", { status: 500 }));
    const error = await apiPost("/x").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, code: "http_500", fromServer: false });
    expect((error as ApiError).message).toMatch(/Fehler/);
  });
});

describe("401 and the token refresh", () => {
  it("refreshes once for many concurrent 401s and retries each request once", async () => {
    let refreshed = false;
    let resolveRefresh: () => void = () => {};
    const fetchMock = vi.fn((url: string) => {
      if (url === "/api/v1/token/refresh-token") {
        return new Promise<Response>((resolve) => {
          resolveRefresh = () => {
            refreshed = true;
            resolve(json(200, {}));
          };
        });
      }
      return Promise.resolve(refreshed ? json(200, { url }) : json(401, {}));
    });
    vi.stubGlobal("fetch", fetchMock);

    const results = Promise.all([apiGet("/a"), apiGet("/b"), apiPost("/c")]);
    await vi.advanceTimersByTimeAsync(0);
    const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/v1/token/refresh-token");
    expect(refreshCalls()).toHaveLength(1);
    resolveRefresh();
    await expect(results).resolves.toEqual([
      { url: "/api/v1/a" },
      { url: "/api/v1/b" },
      { url: "/api/v1/c" },
    ]);
    expect(refreshCalls()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it("gives up with the 401 when the refresh fails, after one refresh", async () => {
    const fetchMock = mockFetch(
      json(401, { error: { code: "unauthorized", message: "Bitte melden Sie sich an." } }),
    );
    const error = await apiGet("/me").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, message: "Bitte melden Sie sich an." });
    expect(apiCalls(fetchMock, "/token/refresh-token")).toHaveLength(1);
    expect(apiCalls(fetchMock, "/me")).toHaveLength(1);
  });

  it("retries only once even when the retried request gets another 401", async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(url.endsWith("refresh-token") ? json(200, {}) : json(401, {})),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiGet("/me")).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("skips the refresh for login-like requests", async () => {
    const fetchMock = mockFetch(json(401, {}));
    await expect(apiPost("/auth/login", undefined, { skipAuthRefresh: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("error reporting", () => {
  it("reports a final 5xx to the client error log without credentials, and only once", async () => {
    const fetchMock = mockFetch(json(500, { error: { code: "internal", message: "Interner Fehler." } }));
    await apiPost("/auth/register", { email: "a@b.de", password: "geheim" }).catch(() => undefined);
    const reports = apiCalls(fetchMock, "/log/client-errors");
    expect(reports).toHaveLength(1);
    const init = reports[0]?.[1];
    expect(init?.credentials).toBe("omit");
    const report = JSON.parse(String(init?.body));
    expect(report).toMatchObject({ errorType: "api_error", code: "internal", request: { method: "POST" } });
    expect(report.request.data.password).toBe("[entfernt]");
  });

  it("does not report 4xx answers", async () => {
    const fetchMock = mockFetch(json(404, {}));
    await apiGet("/missing", { skipAuthRefresh: true }).catch(() => undefined);
    expect(apiCalls(fetchMock, "/log/client-errors")).toHaveLength(0);
  });
});
