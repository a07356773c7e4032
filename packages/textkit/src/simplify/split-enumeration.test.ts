import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { splitAfterEnumeration } from "./split-enumeration.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const enumeration = (sentence: string, formal = false): string[] | undefined =>
  splitAfterEnumeration(clauseTokens(sentence, formal), ".", formal, "Dann")?.map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

const split = (sentence: string, formal = false): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a list with commas, then und and a second verb", () => {
  it("splits after the list and repeats the subject", () => {
    expect(split("Er kaufte Brot, Milch und Käse und ging dann nach Hause.")).toEqual([
      "Er kaufte Brot, Milch und Käse.",
      "Er ging dann nach Hause.",
    ]);
    expect(
      split(
        "Wir haben Ihren Antrag, Ihre Unterlagen und Ihren Brief erhalten und werden sie bald prüfen.",
        true,
      ),
    ).toEqual([
      "Wir haben Ihren Antrag, Ihre Unterlagen und Ihren Brief erhalten.",
      "Wir werden sie bald prüfen.",
    ]);
    expect(
      split(
        "Das Amt prüft Ihren Antrag, Ihre Unterlagen und Ihre Nachweise und schickt Ihnen einen Bescheid.",
        true,
      ),
    ).toEqual([
      "Das Amt prüft Ihren Antrag, Ihre Unterlagen und Ihre Nachweise.",
      "Dann schickt das Amt Ihnen einen Bescheid.",
    ]);
  });

  it("takes the first of two names before a list of names as the subject", () => {
    expect(
      split("6 Tage später nahm Jesus Petrus, Jakobus und Johannes und führte sie auf einen hohen Berg."),
    ).toEqual([
      "6 Tage später nahm Jesus Petrus, Jakobus und Johannes.",
      "Dann führte Jesus sie auf einen hohen Berg.",
    ]);
    expect(split("Am Abend rief Mose Aaron, Nadab und Abihu und stieg mit ihnen auf den Berg.")).toEqual([
      "Am Abend rief Mose Aaron, Nadab und Abihu.",
      "Dann stieg Mose mit ihnen auf den Berg.",
    ]);
    // the first clause of a comma split still splits at its list
    expect(
      split(
        "Sechs Tage später nahm Jesus Petrus, Jakobus und Johannes und führte sie auf einen Berg, und er wurde vor ihnen verwandelt.",
      ).slice(0, 2),
    ).toEqual([
      "Sechs Tage später nahm Jesus Petrus, Jakobus und Johannes.",
      "Dann führte Jesus sie auf einen Berg.",
    ]);
  });

  it("keeps two names whole without a list of names after them", () => {
    for (const sentence of [
      // "Simon Petrus" may be one name: no list of bare names follows
      "Da nahm Simon Petrus, der Fischer, das Netz und zog es an Land.",
      // a plural verb: the names may all be the subject
      "Da nahmen Jesus Petrus, Jakobus und Johannes und gingen auf einen Berg.",
    ])
      expect(split(sentence).join(" ")).not.toContain("Dann");
  });

  it("leaves relative clauses, verb series, questions and lists without a closing und", () => {
    for (const sentence of [
      // a relative clause, not a list item
      "Sie las das Buch, das auf dem Tisch lag, die Zeitung und den Brief und ging dann.",
      // the commas join verbs, not list items
      "Die Kinder spielten, lachten und sangen und gingen dann nach Hause.",
      // the verb after und does not agree with the subject
      "Ich kaufte Brot, Milch und Käse und gingen dann nach Hause.",
      // an apposition without a closing und
      "Er traf den Pharao, den König von Ägypten, und sprach lange mit ihm.",
      // a subordinate clause first
      "Wenn er Brot, Milch und Käse kauft und nach Hause geht, freut sie sich.",
    ])
      expect(enumeration(sentence)).toBeUndefined();
  });
});
