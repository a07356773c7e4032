import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isCircularDefinition } from "./circular-explanation.ts";
import { simplifyText } from "./pipeline.ts";

describe("isCircularDefinition", () => {
  it("finds a term defined by its own parts", () => {
    expect(isCircularDefinition("Die Arbeits·zeit ist die Zeit.", "Arbeitszeit")).toBe(true);
    expect(
      isCircularDefinition("Eine Schwer·behinderung ist eine schwere Behinderung.", "Schwerbehinderung"),
    ).toBe(true);
    expect(isCircularDefinition("Ein Kinderarzt ist ein Arzt.", "Kinderarzt")).toBe(true);
  });

  it("leaves a definition that says more", () => {
    expect(isCircularDefinition("Die Arbeits·zeit ist die Zeit, in der Sie arbeiten.", "Arbeitszeit")).toBe(
      false,
    );
    expect(isCircularDefinition("Ein Arbeits·unfall ist ein Unfall bei der Arbeit.", "Arbeitsunfall")).toBe(
      false,
    );
    expect(isCircularDefinition("Arbeits·zeit bedeutet: So lange arbeiten Sie.", "Arbeitszeit")).toBe(false);
    expect(isCircularDefinition("Ein Bescheid ist ein Brief vom Amt.", "Bescheid")).toBe(false);
  });
});

const glossaryDir = new URL("../../data/glossary/", import.meta.url);
type Entry = {
  term: string;
  explanation_leicht: string;
  explanation_einfach: string;
  explanation_leicht_general?: string;
};
const entries = readdirSync(glossaryDir)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) =>
    (JSON.parse(readFileSync(new URL(file, glossaryDir), "utf8")) as Entry[]).map((entry) => ({
      file,
      entry,
    })),
  );
const firstSentence = (text: string): string => text.split(/\n|(?<=[.!?])\s+/)[0] ?? "";

describe("the glossary data", () => {
  it("defines no own term by itself (the generated Klexikon entries are left out by the engine)", () => {
    const circular = entries.flatMap(({ file, entry }) =>
      [entry.explanation_leicht, entry.explanation_einfach, entry.explanation_leicht_general ?? ""]
        .map(firstSentence)
        .filter((sentence) => isCircularDefinition(sentence, entry.term))
        .map((sentence) => `${file}: ${sentence}`),
    );
    expect(circular).toEqual([
      "klexikon.json: Ein Kinderarzt ist ein Arzt.",
      "klexikon.json: Das Urheberrecht ist das Recht eines Urhebers.",
      "klexikon.json: Das Urheberrecht ist das Recht eines Urhebers.",
    ]);
  });

  it("gives no explanation that only names the term's own parts", () => {
    const text = simplifyText("Morgen gehen wir zum Kinderarzt.", { level: "leicht" }).simplified_text;
    expect(text).not.toContain("ist ein Arzt.");
  });
});
