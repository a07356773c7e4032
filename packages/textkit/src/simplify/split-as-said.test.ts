import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("'wie' + a verb of saying -> 'So …'", () => {
  it("splits the clause off with 'So' and the verb second", () => {
    expect(split("Wir überweisen das Geld, wie Sie es beantragt haben.")).toEqual([
      "Wir überweisen das Geld.",
      "So haben Sie es beantragt.",
    ]);
    expect(split("Die Jünger gingen zu dem Berg, wie Jesus es ihnen gesagt hatte.", false)).toEqual([
      "Die Jünger gingen zu dem Berg.",
      "So hatte Jesus es ihnen gesagt.",
    ]);
  });

  it("leaves comparisons and clauses that are no main clause", () => {
    for (const sentence of [
      "Er lief, wie ein Hase läuft.",
      "Erfreue uns so viele Tage, wie du uns bedrückt hast.",
      "Wer an mich glaubt, wie die Schrift gesagt hat.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a comment clause 'wie Sie wissen' / 'Wie wir Ihnen mitgeteilt haben'", () => {
  it("becomes the frame of a colon, the main clause its content in subject-first order", () => {
    expect(split("Wie Sie wissen, ändern sich die Beiträge zum 1. Januar.")).toEqual([
      "Sie wissen:",
      "Die Beiträge ändern sich zum 1. Januar.",
    ]);
    expect(split("Wie wir Ihnen bereits mitgeteilt haben, ist Ihr Antrag unvollständig.")).toEqual([
      "Wir haben Ihnen bereits mitgeteilt:",
      "Ihr Antrag ist unvollständig.",
    ]);
    expect(
      split("Wie wir es Ihnen mit Schreiben vom 3. Mai mitgeteilt haben, müssen Sie die Miete zahlen."),
    ).toEqual(["Wir haben Ihnen mit Schreiben vom 3. Mai mitgeteilt:", "Sie müssen die Miete zahlen."]);
    expect(split("Die Beiträge ändern sich zum 1. Januar, wie Sie wissen.")).toEqual([
      "Sie wissen:",
      "Die Beiträge ändern sich zum 1. Januar.",
    ]);
  });

  it("leaves a time clause with an object, a request, a comment after 'Denn' and a bare participle", () => {
    for (const sentence of [
      "Wie er ihn sieht, hat Jesus gesagt.",
      "Wie Sie wissen, rufen Sie uns bitte an.",
      "Denn ein Geist hat nicht Fleisch und Knochen, wie ihr seht.",
      // "wie mit Ihnen vereinbart" has no subject and no finite verb: was "So vereinbart mit Ihnen."
      "Wir haben den Betrag überwiesen, wie mit Ihnen vereinbart.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a letter's 'Wie bereits mitgeteilt,' without a subject", () => {
  it("says who told: 'Wir haben Ihnen bereits mitgeteilt:' + the main clause", () => {
    expect(split("Wie bereits mitgeteilt, ist Ihr Antrag unvollständig.")).toEqual([
      "Wir haben Ihnen bereits mitgeteilt:",
      "Ihr Antrag ist unvollständig.",
    ]);
    expect(split("Wie Ihnen bereits mitgeteilt, ist Ihr Antrag unvollständig.")).toEqual([
      "Wir haben Ihnen bereits mitgeteilt:",
      "Ihr Antrag ist unvollständig.",
    ]);
  });

  it("not outside a letter, for other participles or before a request", () => {
    for (const [sentence, formal] of [
      ["Wie gesagt, ist das schwer.", false],
      ["Wie besprochen, senden wir Ihnen die Unterlagen.", true],
      ["Wie bereits mitgeteilt, rufen Sie uns bitte an.", true],
    ] as const)
      expect(split(sentence, formal)).toEqual([sentence]);
  });
});

describe("'so wie' + a clause -> 'So …'", () => {
  it("splits a clause of manner marked by 'so', 'genauso' whatever its verb", () => {
    expect(
      split("Sie können den Antrag online stellen, so wie es auf unserer Internetseite beschrieben ist."),
    ).toEqual(["Sie können den Antrag online stellen.", "So ist es auf unserer Internetseite beschrieben."]);
    expect(split("Bitte füllen Sie das Formular aus, so wie es im Merkblatt steht.")).toEqual([
      "Bitte füllen Sie das Formular aus.",
      "So steht es im Merkblatt.",
    ]);
    expect(split("Er hat die Arbeit erledigt, genauso wie sein Chef es wollte.", false)).toEqual([
      "Er hat die Arbeit erledigt.",
      "So wollte sein Chef es.",
    ]);
  });

  it("leaves a copula, a simile with 'ein', a correlative 'so' in the main clause and a colon", () => {
    for (const sentence of [
      "Gott liebt dich, so wie du bist.",
      "Er heiligt sich, so wie er heilig ist.",
      "Er lebt, so wie ein Kind lebt.",
      "Erfreue uns so viele Tage, so wie du uns bedrückt hast.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    const colon = splitSentence(
      {
        tokens: clauseTokens("Gott erweise euch Güte, so wie ihr sie den Toten erwiesen habt", false),
        end: ":",
      },
      { formal: false, variant: 0 },
    );
    expect(colon.length).toBe(1);
  });

  it("after a sentence of several segments: the rest is split, the clause goes last", () => {
    expect(
      split("Dann fingen alle an, in Sprachen zu sprechen, so wie der Geist sie inspirierte.", false),
    ).toEqual(["Dann fingen alle an, in Sprachen zu sprechen.", "So inspirierte der Geist sie."]);
    expect(
      split("Sie haben mit ihm gemacht, was sie wollten, wie über ihn geschrieben steht.", false).at(-1),
    ).toBe("So steht über ihn geschrieben.");
  });

  it("not after a verb of seeing or knowing: the wie clause asks how", () => {
    const sentence = "Am Ende, als alles vorbei war, haben wir gesehen, wie er es gesagt hat.";
    expect(split(sentence, false).at(-1)).not.toMatch(/^So /);
  });
});

describe("a trailing wie clause after a marker of manner in a segment of its own", () => {
  it("stays whole: 'Gerade so' alone would be no sentence", () => {
    const sentence =
      "Er hat sich Abraham gnädig zugewandt, gerade so, wie er es unseren Vorfahren verheißen hat.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});
