import type { TranslationResult } from "@leicht/contracts";
import { describe, expect, it, vi } from "vitest";
import { type PairRequest, TranslationCache } from "./translation-cache.ts";

const result = {} as TranslationResult;
const pair = (outcome: Promise<TranslationResult>): PairRequest => ({ leicht: outcome, einfach: outcome });

describe("the pre-translation cache", () => {
  it("reuses the pending pair when translate is pressed on the same text", () => {
    const cache = new TranslationCache();
    const start = vi.fn(() => pair(new Promise(() => {})));
    const key = TranslationCache.key("Ein Text mit vier Wörtern", "mediopunkt");
    const first = cache.getOrStart(key, start);
    const second = cache.getOrStart(TranslationCache.key("Ein Text mit vier Wörtern  ", "mediopunkt"), start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(first.isReused).toBe(false);
    expect(second.isReused).toBe(true);
    expect(second.pair).toBe(first.pair);
  });

  it("asks again for another text or another separator", () => {
    const cache = new TranslationCache();
    const start = vi.fn(() => pair(Promise.resolve(result)));
    cache.getOrStart(TranslationCache.key("Text eins ist hier", "mediopunkt"), start);
    cache.getOrStart(TranslationCache.key("Text eins ist hier", "hyphen"), start);
    cache.getOrStart(TranslationCache.key("Text zwei ist hier", "mediopunkt"), start);
    expect(start).toHaveBeenCalledTimes(3);
  });

  it("forgets a pair that failed, so the next press sends a new one", async () => {
    const cache = new TranslationCache();
    const failing = Promise.reject(new Error("500"));
    failing.catch(() => {});
    const key = TranslationCache.key("Ein Text mit vier Wörtern", "none");
    cache.getOrStart(key, () => pair(failing));
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.get(key)).toBeUndefined();
  });

  it("keeps only the 5 newest texts", () => {
    const cache = new TranslationCache();
    for (let index = 0; index < 7; index += 1) {
      cache.getOrStart(TranslationCache.key(`Text Nummer ${index} ist da`, "none"), () =>
        pair(Promise.resolve(result)),
      );
    }
    expect(cache.get(TranslationCache.key("Text Nummer 0 ist da", "none"))).toBeUndefined();
    expect(cache.get(TranslationCache.key("Text Nummer 6 ist da", "none"))).toBeDefined();
  });
});
