import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { isLeadingAddress } from "./split-vocative.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens, type Token } from "./tokens.ts";

const segments = (sentence: string): Token[][] => {
  const out: Token[][] = [[]];
  for (const token of clauseTokens(sentence, false)) {
    if (token.text === ",") out.push([]);
    else out.at(-1)?.push(token);
  }
  return out;
};

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a leading address", () => {
  it("stays in front of the first new sentence", () => {
    expect(split("Herr, wenn du willst, kannst du mich rein machen.")).toEqual([
      "Herr, vielleicht willst du es.",
      "Dann kannst du mich rein machen.",
    ]);
    expect(split("Lehrer, wir haben gesehen, dass jemand mit deinem Namen Dämonen austrieb.")).toEqual([
      "Lehrer, wir haben gesehen:",
      "Jemand trieb mit deinem Namen Dämonen aus.",
    ]);
  });

  it("stays in front of two coordinated main clauses, also before a subject or an adverb", () => {
    expect(
      split("Geliebte, jetzt sind wir Kinder von Gott und es ist noch nicht sichtbar geworden."),
    ).toEqual(["Geliebte, jetzt sind wir Kinder von Gott.", "Es ist noch nicht sichtbar geworden."]);
    expect(
      split("Siehe, deine Schwägerin kehrt zu ihrem Volk zurück und sie geht heute nach Hause."),
    ).toEqual(["Siehe, deine Schwägerin kehrt zu ihrem Volk zurück.", "Sie geht heute nach Hause."]);
    // "Nun" is an adverb of time, no address: it is not put in front of the second sentence.
    expect(
      split("Nun, am Tag von eurem Fasten geht ihr euren Geschäften nach und ihr treibt alle an."),
    ).toEqual(["Nun, am Tag von eurem Fasten geht ihr euren Geschäften nach.", "Ihr treibt alle an."]);
  });

  it("takes a one-word imperative with its modal particle like an address", () => {
    expect(split("Sieh doch, ich habe zu reden begonnen, obwohl ich Staub bin.")).toEqual([
      "Sieh doch, ich bin Staub.",
      "Trotzdem habe ich zu reden begonnen.",
    ]);
    // Not a form that is also finite ("Seht doch" = "ihr seht doch"), nor another particle.
    const [seht = [], rest = []] = segments("Seht doch, wir gehen");
    expect(isLeadingAddress(seht, rest)).toBe(false);
    const [sieh = [], other = []] = segments("Sieh her, wir gehen");
    expect(isLeadingAddress(sieh, other)).toBe(false);
  });

  it("stays in front before a request with its own subordinate clause", () => {
    expect(split("Herr, erhör mich, wenn ich zu dir rufe!", "!")).toEqual([
      "Herr, vielleicht rufe ich zu dir.",
      "Dann erhör mich!",
    ]);
    // A request alone stays whole with its address.
    expect(split("Herr, hilf mir und rette mich!", "!")).toEqual(["Herr, hilf mir und rette mich!"]);
  });

  it("takes an interjection of feeling like an address", () => {
    expect(split("Ach, ich weiß nicht, ob er heute kommt.")).toEqual([
      "Ach, ich weiß nicht:",
      "Kommt er heute?",
    ]);
    // Not before a segment without a verb.
    const [first = [], next = []] = segments("Ach, wie schön.");
    expect(isLeadingAddress(first, next)).toBe(false);
  });

  it("may be 'du'/'ihr' with two adjectives joined by 'und'", () => {
    expect(split("Du stummer und tauber Geist, ich befehle dir, fahre aus ihm heraus!", "!")).toEqual([
      // The command is what "befehlen" says: a colon.
      "Du stummer und tauber Geist, ich befehle dir:",
      "Fahre aus ihm heraus!",
    ]);
    // Not a list of names, nor a noun phrase with "und" but no adjective pair.
    for (const sentence of [
      "Petrus und Johannes, Jakobus und Andreas kamen zu ihm.",
      "Die Mutter und ihre Kinder, wir kommen morgen.",
    ]) {
      const [first = [], next = []] = segments(sentence);
      expect(isLeadingAddress(first, next)).toBe(false);
    }
  });

  it("stands alone as a one-word imperative when the first new sentence is no command", () => {
    expect(split("Geh, verkaufe alles, was du hast.")).toEqual([
      "Geh!",
      "Du hast etwas.",
      "Verkaufe das alles.",
    ]);
    // A noun address stays in front.
    expect(split("Herr, wenn du willst, kannst du mich rein machen.")[0]).toBe(
      "Herr, vielleicht willst du es.",
    );
  });

  it("is no list item, article, adverb of time or finite verb", () => {
    for (const sentence of [
      "Petrus, Jakobus und Johannes gingen auf den Berg.",
      "Heute, wenn ihr seine Stimme hört, verhärtet eure Herzen nicht.",
      "Der Mann, der dort steht, wartet auf dich.",
      "Tröstet, tröstet mein Volk, spricht euer Gott.",
      "In Jerusalem, wenn ihr kommt, seht ihr den Tempel.",
    ]) {
      const [first = [], next = []] = segments(sentence);
      expect(isLeadingAddress(first, next)).toBe(false);
    }
    const [first = [], next = []] = segments("Guter Lehrer, was muss ich tun?");
    expect(isLeadingAddress(first, next)).toBe(true);
  });
});

describe("a main clause resumed by 'da'", () => {
  it("takes the connector in place of 'da'", () => {
    expect(split("Als er aber eines Tages lehrte, da saßen Pharisäer und Gesetzeslehrer da.")).toEqual([
      "Er lehrte aber eines Tages.",
      "Da saßen Pharisäer und Gesetzeslehrer da.",
    ]);
    expect(split("Wenn du kommst, da freue ich mich.")).toEqual([
      "Vielleicht kommst du.",
      "Dann freue ich mich.",
    ]);
  });
});

describe("an address inside the sentence", () => {
  const split = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("goes back to the end of its clause after the split", () => {
    expect(split("Wundert euch nicht, Brüder, wenn die Welt euch hasst.")).toEqual([
      "Vielleicht hasst die Welt euch.",
      "Dann wundert euch nicht, Brüder.",
    ]);
    expect(split("Ich komme zu dir, Herr, wenn du mich rufst.")).toEqual([
      "Vielleicht rufst du mich.",
      "Dann komme ich zu dir, Herr.",
    ]);
  });

  it("stays between 'du'/'ihr' and its verb when it stands there", () => {
    expect(
      split(
        "Denn als Richter bewirkst du Gerechtigkeit für die Völker und du, Gott, leitest die ganze Menschheit.",
      ),
    ).toEqual([
      "Denn als Richter bewirkst du Gerechtigkeit für die Völker.",
      "Du, Gott, leitest die ganze Menschheit.",
    ]);
    // Not after an object pronoun, nor before a verb that does not agree with the pronoun.
    for (const sentence of [
      "Wir sind arm und dich, Herr, loben wir den ganzen Tag lang.",
      "Wir sind arm und du, Herr, sieht uns nicht.",
    ])
      expect(split(sentence).join(" ")).not.toMatch(/^(?:Du|Dich), Herr,/m);
  });

  it("leaves a name after a noun (maybe an apposition) where the clause does not end with that noun", () => {
    const sentence = "Ich sah deinen Bruder, Petrus, als er kam.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("an address before a clause that splits at 'und'", () => {
  it("keeps the address in front of the first conjunct when later segments do not split", () => {
    expect(
      split(
        "Geliebte, jetzt sind wir Kinder von Gott und es ist noch nicht sichtbar geworden, was wir sein werden.",
      ),
    ).toEqual([
      "Geliebte, jetzt sind wir Kinder von Gott.",
      // The open question after a colon (split-question.ts).
      "Es ist noch nicht sichtbar geworden:",
      "Was werden wir sein?",
    ]);
  });

  it("leaves the sentence whole when the rest does not split at all", () => {
    expect(split("Geliebte, jetzt sind wir Kinder von Gott, was wir immer sein werden.")).toHaveLength(1);
    // A noun first and a relative clause after it: no address at all.
    expect(split("Familien, die Kinder haben und die wenig verdienen, bekommen Geld.")).toHaveLength(1);
  });
});

describe("splitBeforeInnerInterjection", () => {
  it("cuts before 'und siehe,' + a main clause", () => {
    expect(split("Und Gott sah die Erde und siehe, sie war verdorben.")).toEqual([
      "Und Gott sah die Erde.",
      "Und siehe, sie war verdorben.",
    ]);
    expect(
      split("Die Erde ist voller Gewalt vor ihren Angesichtern und siehe, ich verderbe sie auf der Erde."),
    ).toEqual([
      "Die Erde ist voller Gewalt vor ihren Angesichtern.",
      "Und siehe, ich verderbe sie auf der Erde.",
    ]);
  });

  it("leaves a dependent clause, an object clause and an adjective alone", () => {
    expect(split("Als er kam und siehe, da war der Stein weggerollt.")).not.toContain("Als er kam.");
    expect(split("Forsche nach und sieh, dass aus Galiläa kein Prophet kommt!", "!")).not.toContain(
      "Forsche nach.",
    );
    expect(
      split(
        "Im Jahr 2017 war es im Frühling sehr kalt und feucht, weshalb weniger Äpfel an den Bäumen wuchsen.",
      ),
    ).not.toContain("Im Jahr 2017 war es im Frühling sehr kalt.");
  });
});
