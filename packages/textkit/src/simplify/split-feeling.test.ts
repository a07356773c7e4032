import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = false): string[] =>
  splitSentence(
    { tokens: clauseTokens(sentence, formal), end: sentence.at(-1) ?? "." },
    { formal, variant: 0 },
  ).map((clause) => renderTokens(clause.tokens) + clause.end);

describe("factBeforeFeeling: the fact first, then the feeling with a word pointing back", () => {
  it("adds 'dafür'/'darüber' after thanks, joy and testimony", () => {
    expect(split("Wir danken Ihnen, dass Sie so schnell geantwortet haben.", true)).toEqual([
      "Sie haben so schnell geantwortet.",
      "Wir danken Ihnen dafür.",
    ]);
    expect(split("Wir freuen uns, dass Sie sich für unser Angebot interessieren.", true)).toEqual([
      "Sie interessieren sich für unser Angebot.",
      "Wir freuen uns darüber.",
    ]);
    expect(split("Ihr seid heute Zeugen, dass ich alles gekauft habe.")).toEqual([
      "Ich habe alles gekauft.",
      "Ihr seid heute Zeugen dafür.",
    ]);
    expect(split("Ich bin froh, dass es dir gut geht.")).toEqual([
      "Es geht dir gut.",
      "Ich bin froh darüber.",
    ]);
  });

  it("keeps a word pointing back the main clause has, also under negation", () => {
    expect(split("Jedoch freut euch nicht darüber, dass euch die Geister gehorchen.")).toEqual([
      "Die Geister gehorchen euch.",
      "Jedoch freut euch nicht darüber.",
    ]);
    expect(split("Ich danke meinem Freund dafür, dass er mir geholfen hat.")).toEqual([
      "Er hat mir geholfen.",
      "Ich danke meinem Freund dafür.",
    ]);
  });

  it("turns the 'es' of an evaluation into 'das'", () => {
    expect(split("Es tut uns leid, dass Ihr Antrag noch nicht bearbeitet wurde.", true)).toEqual([
      "Ihr Antrag wurde noch nicht bearbeitet.",
      "Das tut uns leid.",
    ]);
    expect(split("Mir ist es sehr bitter, dass die Hand Gottes gegen mich ging.")).toEqual([
      "Die Hand Gottes ging gegen mich.",
      "Mir ist das sehr bitter.",
    ]);
    expect(split("Es freut mich, dass Sie gekommen sind.", true)).toEqual([
      "Sie sind gekommen.",
      "Das freut mich.",
    ]);
  });

  it("keeps relative clauses after the dass clause with the fact", () => {
    // The fact is split on its own ("alles …, was": split-pronoun-relative.ts), the thanks stay last.
    expect(split("Wir danken Ihnen, dass Sie uns alles geschickt haben, was wir brauchen.", true)).toEqual([
      "Wir brauchen etwas.",
      "Sie haben uns das alles geschickt.",
      "Wir danken Ihnen dafür.",
    ]);
  });

  it("adds 'dafür' to thanks without a verb", () => {
    expect(split("Vielen Dank, dass Sie uns geschrieben haben.", true)).toEqual([
      "Sie haben uns geschrieben.",
      "Vielen Dank dafür.",
    ]);
    expect(split("Danke, dass du gekommen bist.")).toEqual(["Du bist gekommen.", "Danke dafür."]);
  });

  it("takes 'das' like 'es' and a wie clause after an evaluation", () => {
    expect(split("Das ist schön, dass du gekommen bist.")).toEqual(["Du bist gekommen.", "Das ist schön."]);
    expect(split("Das ist ganz toll, wie ihr die Gesetze außer Kraft setzt.")).toEqual([
      "Ihr setzt die Gesetze außer Kraft.",
      "Das ist ganz toll.",
    ]);
    expect(split("Es ist schön, wie du singst.")).toEqual(["Du singst.", "Das ist schön."]);
  });

  it("leaves a degree and a noun 'Das Haus'; a purpose goes with the moved clause", () => {
    expect(split("Es ist schön, wie schnell du bist.")).toEqual(["Es ist schön, wie schnell du bist."]);
    expect(
      split("Das ist ganz toll, wie ihr die Gesetze außer Kraft setzt, um eure Traditionen zu bewahren."),
    ).toEqual([
      "Ihr setzt die Gesetze außer Kraft.",
      "Ihr wollt eure Traditionen bewahren.",
      "Das ist ganz toll.",
    ]);
    expect(split("Das Haus ist schön, dass du gekommen bist.")[0]).not.toBe("Du bist gekommen.");
  });

  it("does not fire where the dass clause is no fact or the main clause no feeling", () => {
    // A wish, an instruction, a judgement of importance: the content is no fact.
    expect(split("Es wäre schön, dass du kommst.")[0]).not.toBe("Du kommst.");
    expect(split("Achten Sie darauf, dass die Tür geschlossen ist.", true)[0]).toBe("Achten Sie darauf:");
    // In a letter a request (split-dass.ts), with the imperative of "sein".
    expect(split("Es ist wichtig, dass Sie pünktlich sind.", true)).toEqual([
      "Bitte seien Sie pünktlich.",
      "Das ist wichtig.",
    ]);
    // Something else after the verb: "für Ihre Geduld" is what the thanks are for.
    expect(split("Wir danken Ihnen für Ihre Geduld, dass Sie gewartet haben.", true)[0]).toBe(
      "Wir danken Ihnen für Ihre Geduld:",
    );
    expect(split("Warum freust du dich, dass er kommt?")[0]).not.toBe("Er kommt.");
  });
});

describe("leadingFactBeforeFeeling: a dass clause first, then the feeling or judgement", () => {
  it("states the fact, then 'Das' + the main clause", () => {
    expect(split("Dass er kommt, freut mich.")).toEqual(["Er kommt.", "Das freut mich."]);
    expect(split("Dass du da bist, ist schön.")).toEqual(["Du bist da.", "Das ist schön."]);
    expect(split("Dass ihr einander liebt, das ist schön.")).toEqual([
      "Ihr liebt einander.",
      "Das ist schön.",
    ]);
    expect(split("Dass er umgezogen ist, ärgert uns nicht.")).toEqual([
      "Er ist umgezogen.",
      "Das ärgert uns nicht.",
    ]);
  });

  it("does not state a content that is hoped, believed, needed or wished", () => {
    for (const sentence of [
      "Dass er kommt, glaube ich nicht.",
      "Dass er kommt, hoffe ich.",
      "Dass er kommt, ist wichtig.",
      "Dass du kommst, wäre schön.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});
