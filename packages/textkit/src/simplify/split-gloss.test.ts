import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a translation gloss 'das heißt übersetzt X' after a word", () => {
  it("states the gloss as a sentence about the word after the sentence", () => {
    expect(split("Wir haben den Messias, das heißt übersetzt Christus, gefunden")).toEqual([
      "Wir haben den Messias gefunden.",
      "Messias heißt übersetzt Christus.",
    ]);
    expect(split("Er kam nach Kafarnaum, was übersetzt Dorf des Nahum heißt")).toEqual([
      "Er kam nach Kafarnaum.",
      "Kafarnaum heißt übersetzt Dorf des Nahum.",
    ]);
    expect(split("Rabbi, das heißt übersetzt Lehrer, wo wohnst du", "?")).toEqual([
      "Rabbi, wo wohnst du?",
      "Rabbi heißt übersetzt Lehrer.",
    ]);
  });

  it("takes the word before closing verbs and keeps a colon after the gloss", () => {
    expect(split("Und sie brachten ihn zu dem Ort Golgata, das heißt übersetzt", ":")).toEqual([
      "Und sie brachten ihn zu dem Ort Golgata.",
      "Golgata heißt übersetzt:",
    ]);
    expect(split("Sie haben ihn nach Golgata gebracht, das heißt übersetzt", ":")).toEqual([
      "Sie haben ihn nach Golgata gebracht.",
      "Golgata heißt übersetzt:",
    ]);
  });

  it("not for 'das heißt' without 'übersetzt' (that is) or after a word in lower case", () => {
    for (const sentence of [
      "Ihr Einkommen, das heißt Ihr Lohn und Ihre Rente, wird geprüft.",
      "Er sprach leise, das heißt übersetzt sehr leise.",
    ])
      expect(split(sentence.slice(0, -1))).toEqual([sentence]);
  });
});
