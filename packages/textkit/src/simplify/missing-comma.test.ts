import { describe, expect, it } from "vitest";
import { commaAfterLeadingClause, commaBeforePurpose, commaBeforeSubordinator } from "./missing-comma.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const repair = (sentence: string, formal = false): string =>
  renderTokens(commaAfterLeadingClause(clauseTokens(sentence, formal), formal));

describe("commaAfterLeadingClause", () => {
  it("puts the comma back between the two finite verbs", () => {
    expect(repair("Als die Geräusche entstanden lief die Menschenmenge zusammen.")).toBe(
      "Als die Geräusche entstanden, lief die Menschenmenge zusammen",
    );
    expect(repair("Nachdem Herodes die Magier zu sich gerufen hatte ließ er sich alles erzählen.")).toBe(
      "Nachdem Herodes die Magier zu sich gerufen hatte, ließ er sich alles erzählen",
    );
    expect(repair("Als die Sonne aber aufging wurden sie verbrannt.")).toBe(
      "Als die Sonne aber aufging, wurden sie verbrannt",
    );
    expect(repair("Und als sie ihn verspottet hatten zogen sie ihm den Mantel aus.")).toBe(
      "Und als sie ihn verspottet hatten, zogen sie ihm den Mantel aus",
    );
    expect(repair("Wenn ihr erregt seid sündigt nicht.")).toBe("Wenn ihr erregt seid, sündigt nicht");
  });

  it("takes a verb that is also an infinitive as the main verb when its pronoun follows", () => {
    expect(repair("Wenn Sie Fragen haben rufen Sie uns an.", true)).toBe(
      "Wenn Sie Fragen haben, rufen Sie uns an",
    );
    expect(repair("Wenn Sie umziehen müssen Sie sich ummelden.", true)).toBe(
      "Wenn Sie umziehen, müssen Sie sich ummelden",
    );
    expect(repair("Wenn wir kommen wollen müssen wir anrufen.")).toBe(
      "Wenn wir kommen wollen, müssen wir anrufen",
    );
  });

  it("does not fire inside a verb cluster, without a second finite verb or after a comma", () => {
    for (const sentence of [
      "Als er gehen wollte.",
      "Als Kind spielte er gern.",
      "Als ob er krank wäre.",
      "Wenn Sie kommen möchten, rufen Sie an.",
      "Als er kam und sah fragte er.",
      "Weil er es hat machen lassen.",
      "Er kam, als es dunkel war.",
      "Da kam er nach Hause.",
    ]) {
      const tokens = clauseTokens(sentence, false);
      expect(commaAfterLeadingClause(tokens, false)).toBe(tokens);
    }
  });
});

const purpose = (sentence: string): string => renderTokens(commaBeforePurpose(clauseTokens(sentence, false)));

describe("commaBeforePurpose", () => {
  it("puts a comma before a final 'um … zu V'", () => {
    expect(purpose("Er ging in die Stadt um Brot zu kaufen.")).toBe(
      "Er ging in die Stadt, um Brot zu kaufen",
    );
    expect(purpose("Ich werde meine Verheißung erfüllen um euch zu diesem Ort zurückzubringen.")).toBe(
      "Ich werde meine Verheißung erfüllen, um euch zu diesem Ort zurückzubringen",
    );
  });

  it("leaves 'um' as the object of a verb or noun, a time, and 'um' after a conjunction", () => {
    for (const sentence of [
      "Er bat um Erlaubnis zu gehen.",
      "Es geht um Geld zu verdienen.",
      "Er kommt um 8 Uhr zu essen.",
      "Er tat es um zu finden und um zu hassen.",
      "Wir kümmern uns um alles zu Hause.",
      "Er hat sich um die Kinder zu kümmern.",
      "Sie haben sich um einen Platz zu bewerben.",
    ]) {
      const tokens = clauseTokens(sentence, false);
      expect(commaBeforePurpose(tokens)).toBe(tokens);
    }
  });
});

describe("commaBeforeSubordinator", () => {
  const closing = (sentence: string, formal = false): string =>
    renderTokens(commaBeforeSubordinator(clauseTokens(sentence, formal)));

  it("puts the comma back before a closing adverbial clause with its own subject", () => {
    expect(closing("Ich taufe euch mit Wasser damit ihr umkehrt.")).toBe(
      "Ich taufe euch mit Wasser, damit ihr umkehrt",
    );
    expect(closing("Wir helfen Ihnen gerne wenn Sie Fragen haben.", true)).toBe(
      "Wir helfen Ihnen gerne, wenn Sie Fragen haben",
    );
    expect(closing("Er schlief während der Pfarrer predigte.")).toBe(
      "Er schlief, während der Pfarrer predigte",
    );
    expect(
      closing(
        "Man konnte die Stangen sehen wenn man vor dem Raum stand, aber man konnte sie nicht berühren.",
      ),
    ).toBe("Man konnte die Stangen sehen, wenn man vor dem Raum stand, aber man konnte sie nicht berühren");
    // The point of a date is no clause boundary.
    expect(closing("Bitte senden Sie die Unterlagen bis zum 15. Mai damit wir prüfen können.", true)).toBe(
      "Bitte senden Sie die Unterlagen bis zum 15. Mai, damit wir prüfen können",
    );
    // An adverb "da" before the verb is no subordinator.
    expect(closing("Da ging er nach Hause weil er müde war.")).toBe(
      "Da ging er nach Hause, weil er müde war",
    );
  });

  it("leaves prepositions, adverbs, words that take the subordinator and other subordinate clauses", () => {
    for (const sentence of [
      "Man isst während einer bestimmten Zeit nichts",
      // "der Fahrt", "der Sitzung": no nominative, so "während" is the preposition.
      "Sie haben während der Fahrt ein Mobiltelefon benutzt",
      "Sie haben während der Sitzung mehrmals telefoniert",
      "Er kann damit leben",
      "Was will er damit sagen",
      "Sie zahlen nur wenn Sie Geld haben",
      "Man hat ihn an jeden ausgeteilt, je nachdem es einer nötig hatte",
      "Ich weiß dass er kommt wenn sie ruft",
      "Wir rufen an wenn nötig",
    ])
      expect(closing(`${sentence}.`)).toBe(sentence);
  });

  it("reads 'damit' after an open modal as the adverb ('möchte damit die Wartezeiten verkürzen')", () => {
    // Was "Die Firma möchte." / "Dann verkürzen die Wartezeiten.".
    for (const sentence of [
      "Die Firma stellt neue Mitarbeiter ein und möchte damit die Wartezeiten verkürzen",
      "Wir wollen damit die Kosten senken",
      "Er will damit die Kinder schützen",
    ])
      expect(closing(`${sentence}.`)).toBe(sentence);
    // A tail that ends in a modal of its own is a purpose clause.
    expect(closing("Er gibt ihnen Brot damit sie leben können.")).toBe(
      "Er gibt ihnen Brot, damit sie leben können",
    );
  });
});
