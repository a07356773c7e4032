import { describe, expect, it } from "vitest";
import { zipfFrequency } from "./zipf-frequency.ts";

describe("zipfFrequency", () => {
  it("ranks Haus above Antrag above Bescheid above Wohngeld", () => {
    const haus = zipfFrequency("Haus");
    const antrag = zipfFrequency("Antrag");
    const bescheid = zipfFrequency("Bescheid");
    const wohngeld = zipfFrequency("Wohngeld");
    expect(haus).toBeCloseTo(5.41, 2);
    expect(antrag).toBeGreaterThan(bescheid);
    expect(bescheid).toBeGreaterThan(wohngeld);
    expect(wohngeld).toBeCloseTo(2.81, 2);
  });

  it("looks words up lower-cased", () => {
    expect(zipfFrequency("HAUS")).toBe(zipfFrequency("haus"));
  });

  it("gives very common function words a high value", () => {
    expect(zipfFrequency("und")).toBeGreaterThan(7);
  });

  it("returns 0 for unknown words, rare words and empty input", () => {
    expect(zipfFrequency("Xyzzyquatschwort")).toBe(0);
    expect(zipfFrequency("Leistungsbescheid")).toBe(0);
    expect(zipfFrequency("")).toBe(0);
  });
});
