import { describe, expect, it } from "vitest";
import { DEFAULT_STATISTICS, STATISTICS_REFRESH_MS } from "../api/statistics.ts";
import { formatStatistic } from "./statistics-strip.tsx";

describe("the statistics strip", () => {
  it("starts with the spec's defaults and refreshes every 5 minutes", () => {
    expect(DEFAULT_STATISTICS).toEqual({
      number_of_words: 3_500_000,
      number_of_pages: 13_990,
      number_of_explanations: 11_185,
    });
    expect(STATISTICS_REFRESH_MS).toBe(300_000);
  });

  it("writes millions short and smaller numbers in full, German style", () => {
    // Intl keeps number and unit together with a no-break space.
    expect(formatStatistic(3_500_000)).toBe("3,5\u00a0Mio.");
    expect(formatStatistic(13_990)).toBe("13.990");
    expect(formatStatistic(0)).toBe("0");
  });
});
