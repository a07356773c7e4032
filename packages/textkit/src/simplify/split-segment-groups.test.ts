import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a relative clause after a leading subordinate clause", () => {
  it("goes behind its noun while the rest is split, then becomes a demonstrative sentence", () => {
    expect(
      split(
        "Wenn der Bruder und der Vater sterben, die eine Frau ohne Kinder zurücklassen, dann soll der Mann die Frau heiraten.",
      ),
    ).toEqual([
      "Vielleicht sterben der Bruder und der Vater.",
      "Die lassen eine Frau ohne Kinder zurück.",
      "Dann soll der Mann die Frau heiraten.",
    ]);
  });

  it("keeps the relative clause when a noun before the last one's attribute fits as well", () => {
    // "Der lässt …" would read as the man; the clause may mean the brother.
    expect(
      split(
        "Wenn der Bruder von einem Mann stirbt, der eine Frau ohne Kinder zurücklässt, dann soll der Mann die Frau heiraten.",
      ),
    ).toEqual([
      "Vielleicht stirbt der Bruder von einem Mann, der eine Frau ohne Kinder zurücklässt.",
      "Dann soll der Mann die Frau heiraten.",
    ]);
  });

  it("finds its noun when it is a pronoun with particles put after it ('ihn aber')", () => {
    // "Als aber das Volk ihn bedrängte" -> "Das Volk bedrängte ihn aber": the pronoun before "aber".
    expect(
      split("Als aber das Volk ihn bedrängte, um das Wort von Gott zu hören, da stand er am See."),
    ).toEqual([
      "Das Volk bedrängte ihn aber.",
      "Das Volk wollte das Wort von Gott hören.",
      "Da stand er am See.",
    ]);
  });

  it("does not fire when another dependent clause follows the relative clause", () => {
    const sentence =
      "Wenn ein Mann stirbt, der keine Kinder hat, weil er alt ist, dann soll sein Bruder kommen.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a new sentence at 'und' + an adverbial clause", () => {
  it("splits a complete first part off and keeps an unclear second part whole", () => {
    expect(
      split(
        "Als er weiter gehen wollte, saß ein blinder Bettler, Bartimäus, am Straßenrand, und als er hörte, dass es Jesus, der Nazarener, aus Galiläa war, fing er an zu schreien.",
      ),
    ).toEqual([
      "Er wollte weiter gehen.",
      "Da saß ein blinder Bettler, Bartimäus, am Straßenrand.",
      "Und als er hörte, dass es Jesus, der Nazarener, aus Galiläa war, fing er an zu schreien.",
    ]);
    // An apposition before the closing verb alone is understood (dass-apposition.ts).
    expect(
      split(
        "Als er weiter gehen wollte, saß ein blinder Bettler, Bartimäus, am Straßenrand, und als er hörte, dass es Jesus, der Nazarener, war, fing er an zu schreien.",
      ),
    ).toEqual([
      "Er wollte weiter gehen.",
      "Da saß ein blinder Bettler, Bartimäus, am Straßenrand.",
      "Und er hörte:",
      "Es war Jesus, der Nazarener.",
      "Da fing er an zu schreien.",
    ]);
  });

  it("splits both parts when the second one is understood", () => {
    expect(
      split(
        "Als er weiter gehen wollte, saß ein blinder Bettler, Bartimäus, am Straßenrand, und als er hörte, dass es Jesus war, fing er an zu schreien.",
      ),
    ).toEqual([
      "Er wollte weiter gehen.",
      "Da saß ein blinder Bettler, Bartimäus, am Straßenrand.",
      "Und er hörte:",
      "Es war Jesus.",
      "Da fing er an zu schreien.",
    ]);
  });

  it("starts a new sentence after one main clause, also without a comma before 'und'", () => {
    for (const sentence of [
      "Er kam nach Hause und als er die Tür öffnete, sah er seine Frau.",
      "Er kam nach Hause, und als er die Tür öffnete, sah er seine Frau.",
    ])
      expect(split(sentence)).toEqual([
        "Er kam nach Hause.",
        "Und er öffnete die Tür.",
        "Da sah er seine Frau.",
      ]);
    expect(
      split("Als die Sonne aufging, wurden sie verbrannt und weil sie keine Wurzeln hatten, gingen sie ein."),
    ).toEqual([
      "Die Sonne ging auf.",
      "Da wurden sie verbrannt.",
      "Und sie hatten keine Wurzeln.",
      "Deshalb gingen sie ein.",
    ]);
  });

  it("does not cut before 'und' + a clause after a content clause", () => {
    for (const sentence of [
      "Er sagte, dass er kommt und wenn es regnet, bleibt er.",
      "Er glaubt, dass sie kommt und wenn sie kommt, freut er sich.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("leaves coordinated conditions of one main clause together", () => {
    expect(split("Wenn du willst, und wenn du kannst, komm zu mir, weil ich dich brauche.")).toEqual([
      "Wenn du willst, und wenn du kannst, komm zu mir, weil ich dich brauche.",
    ]);
  });
});

describe("a relative clause between its noun and a dass clause", () => {
  it("splits the relative clause once the dass clause became the colon's content", () => {
    expect(
      split(
        "Denn dieses ist die Botschaft, die ihr von Anfang an gehört habt, daß wir einander lieben sollen.",
      ),
    ).toEqual([
      "Denn dieses ist die Botschaft.",
      "Ihr habt die Botschaft von Anfang an gehört:",
      "Wir sollen einander lieben.",
    ]);
  });

  it("does not cut off the end of the host", () => {
    const sentence =
      "Sie werden alle, die die Menschen verführen und die ein Leben gegen sein Gesetz führen, einsammeln.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("an ob clause after an indem clause", () => {
  it("takes the verb with the pronoun behind it as its frame", () => {
    expect(split("Da kamen einige Pharisäer, indem sie fragten, ob ein Mann sich scheiden darf.")).toEqual([
      "Da kamen einige Pharisäer.",
      "Dabei fragten sie:",
      "Darf ein Mann sich scheiden?",
    ]);
  });
});

describe("more than eight comma segments", () => {
  it("cuts a chain of main clauses", () => {
    expect(
      split(
        "Perez zeugte den Hezron, Hezron zeugte Ram, Ram zeugte Amminadab, Amminadab zeugte Nachschon, Nachschon zeugte Salmon, Salmon zeugte Boas, Boas zeugte Obed, Obed zeugte Isai, Isai zeugte David.",
      ),
    ).toHaveLength(9);
  });

  it("leaves reported speech with its verb of saying", () => {
    const sentence =
      "Ich habe es aber für nötig angesehen, Epaphroditus, meinen Bruder, Mitarbeiter und Mitstreiter, aber euren Boten und der, dessen Dienst meinen Mangel behob, zu euch zu schicken, da er nach euch allen Sehnsucht hatte und in Unruhe darüber war, dass ihr gehört hattet, er sei krank.";
    expect(split(sentence).some((clause) => clause.startsWith("Er sei krank"))).toBe(false);
    expect(split(sentence).at(-1)).toContain("er sei krank");
  });
});

describe("examplesAfterRelative", () => {
  it("splits without the examples after a relative clause and puts them back behind it", () => {
    // Was left whole: "wie etwa eine Erkrankung" stood between the relative clause and the main clause.
    expect(
      split(
        "Wenn Gründe vorliegen, die das Fehlen Ihres Sohnes entschuldigen, wie etwa eine Erkrankung, werden Sie gebeten, diese darzulegen.",
      ),
    ).toEqual([
      "Vielleicht liegen Gründe vor, die das Fehlen Ihres Sohnes entschuldigen, wie etwa eine Erkrankung.",
      "Dann werden Sie gebeten, diese darzulegen.",
    ]);
    expect(
      split("Wenn Sie Gründe haben, die das Fehlen entschuldigen, etwa eine Erkrankung, rufen Sie uns an."),
    ).toEqual([
      "Vielleicht haben Sie Gründe, die das Fehlen entschuldigen, etwa eine Erkrankung.",
      "Dann rufen Sie uns an.",
    ]);
  });

  it("leaves a comparison with 'wie' and a segment with a verb alone", () => {
    for (const sentence of [
      "Wenn Sie Gründe haben, die das Fehlen entschuldigen, wie ein Arzt sie nennt, rufen Sie uns an.",
      "Wenn Sie Gründe haben, die das Fehlen entschuldigen, wie Ihr Arzt, rufen Sie uns an.",
    ])
      expect(split(sentence)).not.toContain("Dann rufen Sie uns an.");
  });
});
