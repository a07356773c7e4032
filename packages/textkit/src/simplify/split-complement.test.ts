import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

describe("a 'was' clause as the object of the main clause", () => {
  it("puts the content with 'etwas' first and 'das' into the main clause", () => {
    expect(split("Und viele Juden hörten, was die Wächter sagten.")).toEqual([
      "Die Wächter sagten etwas.",
      "Und viele Juden hörten das.",
    ]);
    expect(split("Jesus hatte mitbekommen, was sie gesagt hatten.")).toEqual([
      "Sie hatten etwas gesagt.",
      "Jesus hatte das mitbekommen.",
    ]);
    expect(split("Da sahen sie, was er tat.")).toEqual(["Er tat etwas.", "Da sahen sie das."]);
  });

  it("splits two clauses joined by 'und was'/'und wie' (wie only after a verb of perceiving)", () => {
    expect(split("Gott sah, was sie taten und wie sie von ihrem Weg umkehrten.")).toEqual([
      "Sie taten etwas.",
      "Und sie kehrten von ihrem Weg um.",
      "Gott sah das.",
    ]);
    const told = "Er erzählte, was sie taten und wie sie umkehrten.";
    expect(split(told)).toEqual([told]);
  });

  it("takes 'was' as the subject when no other subject stands in the clause", () => {
    expect(split("Er erzählte ihnen, was mit ihm geschehen war.")).toEqual([
      "Etwas war mit ihm geschehen.",
      "Er erzählte ihnen das.",
    ]);
  });

  it("leaves the sentence when unsure", () => {
    for (const sentence of [
      // "Gott" is the dative of "gefallen", "was" the subject.
      "Sie tun, was Gott gefällt.",
      // The main clause has an object of its own: "was" refers to the whole clause.
      "Er sagte es ihm, was ihn freute.",
      // Negation, question words, reported speech.
      "Er tat nicht, was man ihm sagte.",
      "Wer hört, was ich sage.",
      "Sie hörten, was er damit sagen wolle.",
      // A verb that does not take the clause as its object.
      "Er kam, was niemand erwartet hatte.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // A colon left as the last token (no clause after it) counts as the end.
    const colon = splitSentence(
      { tokens: clauseTokens("Hört doch, was der Richter spricht:", false), end: "" },
      {
        formal: false,
        variant: 0,
      },
    ).map((clause) => renderTokens(clause.tokens) + clause.end);
    expect(colon).toEqual(["Hört doch, was der Richter spricht:"]);
    expect(split("Dann teilte er ihnen mit, was mit ihm geschehen würde", ":")).toEqual([
      "Dann teilte er ihnen mit, was mit ihm geschehen würde:",
    ]);
  });
});

describe("a 'wie' clause after a verb of perceiving", () => {
  it("puts the event perceived after a colon", () => {
    expect(split("Und er beobachtete, wie die Menschen ihre Opfergaben machten.")).toEqual([
      "Und er beobachtete:",
      "Die Menschen machten ihre Opfergaben.",
    ]);
    expect(split("Wir haben gesehen, wie jemand mit deinem Namen Dämonen austrieb.")).toEqual([
      "Wir haben gesehen:",
      "Jemand trieb mit deinem Namen Dämonen aus.",
    ]);
  });

  it("leaves degrees and main clauses with an object", () => {
    for (const sentence of ["Sieh doch, wie fest sie dich beschuldigen.", "Er sah ihn, wie er kam."])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("wollen + dass clause", () => {
  it("asks with 'soll' what the other wants", () => {
    expect(split("Was willst du, dass ich für dich tue", "?")).toEqual(["Was soll ich für dich tun?"]);
    expect(split("Was wollt ihr, dass ich für euch tun soll", "?")).toEqual(["Was soll ich für euch tun?"]);
    expect(split("Wollt ihr, dass ich euch den König der Juden freilasse", "?")).toEqual([
      "Soll ich euch den König der Juden freilassen?",
    ]);
  });

  it("states the wish after a colon with 'soll'", () => {
    expect(split("Er wollte nicht, dass jemand es erfährt.")).toEqual([
      "Er wollte:",
      "Niemand soll es erfahren.",
    ]);
    expect(split("Sie wollen, dass der Mann die Tür aufmacht.")).toEqual([
      "Sie wollen:",
      "Der Mann soll die Tür aufmachen.",
    ]);
    expect(split("Er wollte nicht, dass sie es erfährt.")).toEqual([
      "Er wollte:",
      "Sie soll es nicht erfahren.",
    ]);
  });

  it("leaves negations it cannot place and partitive subjects", () => {
    for (const sentence of [
      "Er wollte nicht, dass sie einen Hund kauft.",
      "Er wollte nicht, dass jemand von ihnen es erfährt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps a passive with 'soll' + participle + 'werden'", () => {
    expect(split("Gott will, dass alle Menschen gerettet werden.")).toEqual([
      "Gott will:",
      "Alle Menschen sollen gerettet werden.",
    ]);
  });

  it("leaves a place clause with 'auch' (wherever)", () => {
    for (const sentence of ["Wohin er auch ging, folgten ihm die Leute."])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("dass after a correlative 'so'", () => {
  it("reads the clause as the content, not as a consequence", () => {
    expect(split("So ist es geschrieben, dass der Messias leidet.")).toEqual([
      "So ist es geschrieben:",
      "Der Messias leidet.",
    ]);
    expect(split("Nun war es aber so, dass Pilatus zum Fest einen Gefangenen freiliess.")).toEqual([
      "Nun war es aber so:",
      "Pilatus liess zum Fest einen Gefangenen frei.",
    ]);
  });

  it("keeps the consequence after 'so' + adjective", () => {
    expect(split("Er war so müde, dass er einschlief.")).toEqual([
      "Er war so müde.",
      "Deshalb schlief er ein.",
    ]);
  });
});

describe("free relative clauses of place", () => {
  it("puts the place with 'irgendwo' first and resumes it with 'dort'/'dorthin'", () => {
    expect(
      split("Dahin, wohin du gehen wirst, will ich gehen, und da, wo du rasten wirst, will ich rasten."),
    ).toEqual([
      "Du wirst irgendwohin gehen.",
      "Dahin will ich gehen.",
      "Und du wirst irgendwo rasten.",
      "Da will ich rasten.",
    ]);
    expect(split("Wohin ich gehe, könnt ihr nicht kommen.")).toEqual([
      "Ich gehe irgendwohin.",
      "Dorthin könnt ihr nicht kommen.",
    ]);
  });

  it("leaves indirect questions and questions", () => {
    expect(split("Wo er wohnt, weiß ich nicht.")).toEqual(["Wo er wohnt, weiß ich nicht."]);
    // A noun subject may make it a rule for any such place.
    expect(split("Da, wo Menschen leben, gibt es Streit.")).toEqual([
      "Da, wo Menschen leben, gibt es Streit.",
    ]);
    expect(split("Wohin ich gehe, könnt ihr nicht kommen", "?")).toEqual([
      "Wohin ich gehe, könnt ihr nicht kommen?",
    ]);
  });
});

describe("a complement clause of a leading subordinate clause", () => {
  it("attaches a was clause to the fact before the main clause", () => {
    expect(split("Als aber Jesus merkte, was sie untereinander redeten, antwortete er.")).toEqual([
      "Sie redeten etwas untereinander.",
      "Jesus merkte das aber.",
      "Da antwortete er.",
    ]);
  });

  it("attaches a dass clause to a condition with its subject after the verb", () => {
    expect(split("Wenn ihr glaubt, dass er kommt, werdet ihr leben.")).toEqual([
      "Vielleicht glaubt ihr:",
      "Er kommt.",
      "Dann werdet ihr leben.",
    ]);
  });

  it("leaves a negated belief", () => {
    const sentence = "Denn wenn ihr nicht glaubt, dass ich es bin, werdet ihr sterben.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a 'wo' clause after a verb of seeing or showing", () => {
  it("names the place 'den Ort' and opens the clause with 'Dort'", () => {
    expect(split("Er zeigte ihnen, wo der Schatz lag.")).toEqual([
      "Er zeigte ihnen den Ort.",
      "Dort lag der Schatz.",
    ]);
  });

  it("leaves knowing and 'wherever'", () => {
    for (const sentence of ["Ich weiß, wo er wohnt.", "Sie sahen, wo er auch hinging."])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a why-question about not telling", () => {
  it("states the content first and asks with 'das'", () => {
    expect(split("Warum hast du mir nicht mitgeteilt, dass sie deine Frau ist", "?")).toEqual([
      "Sie ist deine Frau.",
      "Warum hast du mir das nicht mitgeteilt?",
    ]);
  });

  it("keeps a question without 'nicht' as reported content", () => {
    expect(split("Warum hast du gesagt, dass sie deine Schwester ist", "?")).toEqual([
      "Warum hast du gesagt:",
      "Sie ist deine Schwester?",
    ]);
  });
});

describe("a part left with one comma after another split", () => {
  it("splits that part on its own", () => {
    expect(split("Denn er wusste nicht, was er tun sollte, da sie sich sehr fürchteten.")).toEqual([
      "Denn er wusste nicht:",
      "Was sollte er tun?",
      "Denn sie fürchteten sich sehr.",
    ]);
  });
});

describe("a sentence that is only a dass clause", () => {
  it("states a past fact or a 'sollen' in main-clause order", () => {
    expect(split("Dass er gestorben ist.")).toEqual(["Er ist gestorben."]);
    expect(split("Dass ihr einander lieben sollt.")).toEqual(["Ihr sollt einander lieben."]);
  });

  it("leaves a bare present, which may be a command", () => {
    expect(split("Dass ihr einander liebt.")).toEqual(["Dass ihr einander liebt."]);
  });
});
