import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, parsePreferences, separatorOf } from "./preferences.ts";

describe("the preference cookie", () => {
  it("defaults to Leichte Sprache, Markdown on and the Mediopunkt", () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES).toMatchObject({
      mediopoint: true,
      languageLevel: "leichte-sprache-sonnet",
      showMarkdown: true,
    });
  });

  it("keeps valid fields and replaces broken ones", () => {
    const raw = encodeURIComponent(
      JSON.stringify({
        mediopoint: false,
        separator: "none",
        languageLevel: "klingonisch",
        showMarkdown: false,
      }),
    );
    expect(parsePreferences(raw)).toEqual({
      mediopoint: false,
      separator: "none",
      languageLevel: "leichte-sprache-sonnet",
      showMarkdown: false,
    });
    expect(parsePreferences("%%%")).toEqual(DEFAULT_PREFERENCES);
  });

  it("sends mediopunkt when the flag is on, else the chosen way", () => {
    expect(separatorOf({ mediopoint: true, separator: "none" })).toBe("mediopunkt");
    expect(separatorOf({ mediopoint: false, separator: "hyphen" })).toBe("hyphen");
    expect(separatorOf({ mediopoint: false, separator: "none" })).toBe("none");
  });
});
