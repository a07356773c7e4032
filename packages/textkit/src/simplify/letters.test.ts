// Meaning checks on real-style letters from offices (fixtures/letters/*.txt): whatever the
// simplifier rewrites, it must not lose a number, a negation or a name, and must not stutter.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NEGATION_WORDS } from "../language/negation-words.ts";
import { simplifyNumbers } from "./numbers-and-dates.ts";
import { simplifyText } from "./pipeline.ts";

const folder = new URL("../../fixtures/letters/", import.meta.url);
const letters = readdirSync(folder)
  .filter((name) => name.endsWith(".txt"))
  .sort()
  .map((name) => ({ name, text: readFileSync(new URL(name, folder), "utf8") }));

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const digitGroups = (text: string) => text.match(/\d+(?:[.,:]\d+)*/g) ?? [];
const negations = (text: string) => words(text).filter((word) => NEGATION_WORDS.has(word)).length;
/** "die die", "Sie Sie": a word twice in a row that the source did not have twice. */
const stutters = (text: string) =>
  text
    .split("\n")
    .flatMap((line) => (line.match(/\b(\p{L}+) \1\b/giu) ?? []).map((pair) => pair.toLowerCase()));

describe.each(["leicht", "einfach"] as const)("letters in %s", (level) => {
  it.each(letters)("$name keeps every number, negation and name", ({ text }) => {
    const out = simplifyText(text, { level, explanations: "none" }).simplified_text;
    for (const number of digitGroups(simplifyNumbers(text, level))) expect(out).toContain(number);
    expect(negations(out)).toBeGreaterThanOrEqual(negations(text));
    const sourceStutters = new Set(stutters(text));
    expect(stutters(out).filter((pair) => !sourceStutters.has(pair))).toEqual([]);
    const names = text.match(/\b(?:Frau|Herr|Herrn) (\p{Lu}\p{L}+)/gu) ?? [];
    for (const name of names) expect(out).toContain(name.split(" ")[1]);
  });
});
