import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const localesDir = path.resolve(import.meta.dirname, "../public/locales");
const LANGUAGES = ["de", "de-leicht"];

function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [childKey, childValue] of flatten(child, prefix ? `${prefix}.${key}` : key))
        entries.set(childKey, childValue);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

function load(language: string, file: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(path.join(localesDir, language, file), "utf8")));
}

const namespaces = readdirSync(path.join(localesDir, "de")).filter((file) => file.endsWith(".json"));

describe("locale files", () => {
  it("exist for the same namespaces in de and de-leicht", () => {
    expect(namespaces.length).toBeGreaterThan(4);
    expect(
      readdirSync(path.join(localesDir, "de-leicht"))
        .filter((file) => file.endsWith(".json"))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  it.each(namespaces)("%s has the same keys in both languages", (file) => {
    const [de, leicht] = LANGUAGES.map((language) => load(language, file));
    expect([...(leicht?.keys() ?? [])].sort()).toEqual([...(de?.keys() ?? [])].sort());
  });

  it.each(namespaces)("%s has no empty or non-text value", (file) => {
    for (const language of LANGUAGES) {
      for (const [key, value] of load(language, file)) {
        const ok =
          typeof value === "string" ? value.trim() !== "" : Array.isArray(value) ? value.length > 0 : false;
        expect(ok, `${language}/${file}: ${key}`).toBe(true);
      }
    }
  });

  it.each(namespaces)("%s uses the same interpolation variables in both languages", (file) => {
    const de = load("de", file);
    const leicht = load("de-leicht", file);
    const variables = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const [key, value] of de)
      expect(variables(leicht.get(key)), `${file}: ${key}`).toEqual(variables(value));
  });
});
