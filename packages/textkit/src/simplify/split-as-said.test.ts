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
  it("goes with the wie clause, which keeps the marker: 'Gerade so …'", () => {
    expect(
      split(
        "Er hat sich Abraham gnädig zugewandt, gerade so, wie er es unseren Vorfahren verheißen hat.",
        false,
      ),
    ).toEqual(["Er hat sich Abraham gnädig zugewandt.", "Gerade so hat er es unseren Vorfahren verheißen."]);
    expect(split("Wir haben den Betrag überwiesen, genau so, wie Sie es beantragt haben.")).toEqual([
      "Wir haben den Betrag überwiesen.",
      "Genau so haben Sie es beantragt.",
    ]);
  });

  it("not for a simile or another word before 'so'", () => {
    for (const sentence of [
      "Er lief, gerade so, wie ein Hase läuft.",
      "Er lief, nicht so, wie er es versprochen hatte.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a verb of saying without an object of its own takes 'es'", () => {
  it("'So haben wir es Ihnen schon mitgeteilt.'", () => {
    expect(split("Wir haben Ihren Antrag abgelehnt, wie wir Ihnen bereits mitgeteilt haben.")).toEqual([
      "Wir haben Ihren Antrag abgelehnt.",
      "So haben wir es Ihnen bereits mitgeteilt.",
    ]);
    expect(split("Die Jünger gingen auf den Berg, wie Jesus ihnen gesagt hatte.", false)).toEqual([
      "Die Jünger gingen auf den Berg.",
      "So hatte Jesus es ihnen gesagt.",
    ]);
  });

  it("not with 'es' as the subject, an object of its own or in a passive", () => {
    expect(split("Bitte füllen Sie das Formular aus, wie es im Merkblatt beschrieben ist.").at(-1)).toBe(
      "So ist es im Merkblatt beschrieben.",
    );
    expect(split("Wir zahlen den Betrag monatlich, wie im Vertrag festgelegt ist.").at(-1)).toBe(
      "So ist im Vertrag festgelegt.",
    );
    expect(split("Wir überweisen das Geld, wie Sie das beantragt haben.").at(-1)).toBe(
      "So haben Sie das beantragt.",
    );
  });
});

describe("a 'so' of manner before the verb's particle or non-finite verbs in the main clause", () => {
  it("goes, and the wie clause follows with 'So …'", () => {
    expect(split("Bitte füllen Sie das Formular so aus, wie es in der Anleitung steht.")).toEqual([
      "Bitte füllen Sie das Formular aus.",
      "So steht es in der Anleitung.",
    ]);
    expect(split("Wir haben den Betrag so berechnet, wie es im Gesetz vorgeschrieben ist.")).toEqual([
      "Wir haben den Betrag berechnet.",
      "So ist es im Gesetz vorgeschrieben.",
    ]);
    expect(split("Sie müssen die Unterlagen so einreichen, wie wir es Ihnen erklärt haben.")).toEqual([
      "Sie müssen die Unterlagen einreichen.",
      "So haben wir es Ihnen erklärt.",
    ]);
  });

  it("not with a negation, a degree, an infinitive clause or a copula", () => {
    for (const sentence of [
      "Er hat es nicht so gemacht, wie Jesus es gesagt hatte.",
      "Zahlen Sie so viel, wie Sie können.",
      "Dann begann die Menge ihn zu bitten, wieder so zu handeln, wie er es getan hatte.",
      "Die Wohnung ist so geblieben, wie sie war.",
      // A verb that needs its "so" ("Es sieht aus." says something else).
      "Es sieht so aus, wie wir befürchtet haben.",
      "Er sieht so aus, wie sein Vater aussah.",
      "Das hört sich so an, wie ich es erwartet habe.",
      "Es sieht so aus, wie es in der Anleitung beschrieben ist.",
      // "so" is the manner itself: "Bitte gehen Sie vor." means "go ahead".
      "Bitte gehen Sie so vor, wie es im Merkblatt beschrieben ist.",
      "Wir sind so vorgegangen, wie es im Gesetz vorgesehen ist.",
      "Sie haben so gehandelt, wie es im Vertrag steht.",
      "Er hat es so gemacht, wie es in der Anleitung steht.",
      // "so" = "in the same way" when the wie clause tells no written or said way.
      "Er hat das Haus so gebaut, wie sein Vater es gebaut hatte.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});
