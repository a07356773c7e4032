import { describe, expect, it } from "vitest";
import { markAttributiveParticiples } from "./attributive-participles.ts";
import { finiteReadings } from "./lexicon-access.ts";
import { praeteritumToPerfekt } from "./praeteritum-to-perfekt.ts";
import { clauseTokens, render } from "./test-helpers.ts";
import { tokenize } from "./tokens.ts";

const marked = (sentence: string) =>
  markAttributiveParticiples(tokenize(sentence))
    .filter((token) => token.attributive)
    .map((token) => token.text);

describe("markAttributiveParticiples", () => {
  it("reads a declined participle between determiner or preposition and noun as an adjective", () => {
    expect(marked("Zur vereinbarten Zeit kam der Techniker nicht.")).toEqual(["vereinbarten"]);
    expect(marked("Die bestellten Waren kamen nicht an.")).toEqual(["bestellten"]);
    expect(marked("Er hat die vereinbarte Miete nicht bezahlt.")).toEqual(["vereinbarte"]);
    expect(marked("Das ist von der benötigten Energiemenge abhängig.")).toEqual(["benötigten"]);
    expect(marked("Wir treffen uns nach vereinbarten Regeln.")).toEqual(["vereinbarten"]);
    expect(marked("Alle vereinbarten Termine fallen aus.")).toEqual(["vereinbarten"]);
  });

  it("also with an undeclined adjective as adverb before the participle", () => {
    expect(marked("Es liegt keine ärztlich bestätigte Gegenanzeige vor.")).toEqual(["bestätigte"]);
    expect(marked("Wir brauchen eine amtlich beglaubigte Kopie.")).toEqual(["beglaubigte"]);
    // No determiner or preposition before the adverb: "bestellten" is the finite verb.
    expect(marked("Sie schnell bestellten Essen.")).toEqual([]);
  });

  it("reads a bare plural participle before its noun inside a verb-final clause as an adjective", () => {
    // Was read as a second verb, so "…, wenn das Einkommen bestimmte Grenzen nicht überschreitet" stayed whole.
    expect(marked("Wir zahlen, wenn das Einkommen bestimmte Grenzen nicht überschreitet.")).toEqual([
      "bestimmte",
    ]);
    expect(marked("Wir zahlen, wenn Sie bestellte Waren zurückschicken.")).toEqual(["bestellte"]);
    // A main clause, and the verb that ends its clause, stay verbs.
    expect(marked("Er bestimmte Regeln für alle.")).toEqual([]);
    expect(marked("Wir wissen, dass er Regeln bestimmte.")).toEqual([]);
    expect(marked("Wir wissen, dass er bestimmte, was gilt.")).toEqual([]);
  });

  it("leaves real finite verbs alone", () => {
    expect(marked("Sie vereinbarten einen Termin.")).toEqual([]);
    expect(marked("Am Montag vereinbarten sie einen Termin.")).toEqual([]);
    // The determiner does not fit the noun: "das" + masculine "Ärger", "die" + -en + singular "Geld".
    expect(marked("Das bedeutete Ärger.")).toEqual([]);
    expect(marked("Die kosteten Geld.")).toEqual([]);
    // "viele" takes the strong ending: "viele vereinbarte Termine".
    expect(marked("Viele vereinbarten Termine.")).toEqual([]);
    // Adjectives with a verb of their own are not participles of it.
    expect(marked("Das Wörterbuch der deutschen Sprache erschien.")).toEqual([]);
  });

  it("takes the marked word out of the finite verbs, so the clause has one", () => {
    const tokens = clauseTokens("Zur vereinbarten Zeit schickte er einen Diener.");
    expect(finiteReadings(tokens[1])).toEqual([]);
    expect(render(praeteritumToPerfekt(tokens))).toBe("Zur vereinbarten Zeit hat er einen Diener geschickt.");
    expect(render(praeteritumToPerfekt(clauseTokens("Sie vereinbarten einen Termin.")))).toBe(
      "Sie haben einen Termin vereinbart.",
    );
  });
});
