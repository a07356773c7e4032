import type { QuotaItem } from "@leicht/contracts";
import { describe, expect, it } from "vitest";
import { exceedsQuota, shouldPretranslate } from "./pretranslate.ts";

const quota: QuotaItem = {
  tokens: 100,
  chars_per_month: 5400,
  max_characters_per_request: 60,
  pages_available: 0,
  free_pages_left: 0,
};
const text = "Bitte reichen Sie die Unterlagen ein.";

describe("when to pre-translate", () => {
  const base = { text, quota, lastTranslatedText: "", isExampleActive: false };

  it("starts for 4 words or more within cap and quota", () => {
    expect(shouldPretranslate(base)).toBe(true);
  });

  it("waits for the quota and skips short input, examples and the text just translated", () => {
    expect(shouldPretranslate({ ...base, quota: undefined })).toBe(false);
    expect(shouldPretranslate({ ...base, text: "Wohngeld beantragen" })).toBe(false);
    expect(shouldPretranslate({ ...base, isExampleActive: true })).toBe(false);
    expect(shouldPretranslate({ ...base, lastTranslatedText: text })).toBe(false);
  });

  it("skips text over the cap or over the characters left", () => {
    expect(shouldPretranslate({ ...base, quota: { ...quota, max_characters_per_request: 20 } })).toBe(false);
    expect(shouldPretranslate({ ...base, quota: { ...quota, tokens: 10 } })).toBe(false);
    expect(exceedsQuota(text, { ...quota, tokens: 10 })).toBe(true);
    expect(exceedsQuota(text, undefined)).toBe(false);
  });
});
