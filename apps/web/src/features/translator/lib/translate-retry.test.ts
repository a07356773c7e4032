import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import {
  isRetryableTranslateError,
  TRANSLATE_RETRY_WAITS_MS,
  withTranslateRetry,
} from "./translate-retry.ts";

const serverError = () => new ApiError(500, "internal", "kaputt");

describe("the translate retry rule", () => {
  it("tries 3 times, waiting 1 s and then 2 s, and throws the last error", async () => {
    const waits: number[] = [];
    const attempt = vi.fn().mockRejectedValue(serverError());
    await expect(
      withTranslateRetry(attempt, { wait: async (ms) => void waits.push(ms) }),
    ).rejects.toMatchObject({ status: 500 });
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
    expect(TRANSLATE_RETRY_WAITS_MS).toEqual([1000, 2000]);
  });

  it("returns the first success", async () => {
    const attempt = vi.fn().mockRejectedValueOnce(serverError()).mockResolvedValueOnce("ok");
    await expect(withTranslateRetry(attempt, { wait: async () => {} })).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 402])("does not retry on %i", async (status) => {
    const attempt = vi.fn().mockRejectedValue(new ApiError(status, "x", "nein"));
    await expect(withTranslateRetry(attempt, { wait: async () => {} })).rejects.toBeInstanceOf(ApiError);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("retries time-outs and network errors, not aborts or unknown errors", () => {
    expect(isRetryableTranslateError(new ApiError(0, "timeout", "t"))).toBe(true);
    expect(isRetryableTranslateError(new ApiError(0, "network_error", "n"))).toBe(true);
    expect(isRetryableTranslateError(new ApiError(503, "x", "y"))).toBe(true);
    expect(isRetryableTranslateError(new ApiError(0, "aborted", "a"))).toBe(false);
    expect(isRetryableTranslateError(new Error("parse"))).toBe(false);
  });

  it("stops waiting when the caller aborts", async () => {
    const controller = new AbortController();
    const attempt = vi.fn().mockImplementation(async () => {
      controller.abort();
      throw serverError();
    });
    await expect(withTranslateRetry(attempt, { signal: controller.signal })).rejects.toMatchObject({
      status: 500,
    });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
