import { isApiError } from "../../../lib/api-client.ts";

/** Spec 001 §7/§9: 3 tries in all, waiting 1 s before the second and 2 s before the third. */
export const TRANSLATE_RETRY_WAITS_MS = [1000, 2000] as const;

/**
 * No retry on 400 or 401 (spec 001 §7), nor on the other answers a repeat cannot change:
 * 402 quota used up, 403 not allowed, 404, 413 and 422. A caller's abort is final too.
 */
const FINAL_STATUSES = new Set([400, 401, 402, 403, 404, 413, 422]);

export function isRetryableTranslateError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === "aborted") return false;
  return !FINAL_STATUSES.has(error.status);
}

type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Runs `attempt` up to 3 times by the translate retry rule; the last error is thrown. */
export async function withTranslateRetry<T>(
  attempt: () => Promise<T>,
  options: { wait?: Sleep; signal?: AbortSignal } = {},
): Promise<T> {
  const wait = options.wait ?? sleep;
  for (let index = 0; ; index += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = TRANSLATE_RETRY_WAITS_MS[index];
      if (delay === undefined || !isRetryableTranslateError(error) || options.signal?.aborted) throw error;
      await wait(delay, options.signal);
      if (options.signal?.aborted) throw error;
    }
  }
}
