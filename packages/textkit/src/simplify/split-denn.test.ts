import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitSentence } from "./split-clauses.ts";
import { splitBeforeJoinedMainClause } from "./split-denn.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, end = "."): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, false), end }, { formal: false, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("splitBeforeDenn", () => {
  it("leaves a reason that opens with a condition whole", () => {
    expect(leicht("Sie müssen sich melden, denn wenn Sie das nicht tun, kürzen wir das Geld.")).not.toContain(
      "Denn vielleicht",
    );
  });

  it("cuts before ', denn' when the left side stays whole otherwise", () => {
    expect(
      split("Wer an mir bleibt und ich an ihm, der bringt viel Frucht, denn ohne mich könnt ihr nichts tun."),
    ).toEqual([
      "Wer an mir bleibt und ich an ihm, der bringt viel Frucht.",
      "Denn ohne mich könnt ihr nichts tun.",
    ]);
    expect(
      leicht(
        "Das Ende allen Fleisches tritt vor mein Angesicht, denn die Erde ist voller Gewalt und siehe, ich verderbe sie.",
      ),
    ).toBe(
      "Das Ende allen Fleisches tritt vor mein Angesicht.\nDenn die Erde ist voller Gewalt.\nUnd siehe, ich verderbe sie.",
    );
  });

  it("keeps a one-word request, a question and a host that goes on after the reason", () => {
    expect(split("Sprich, denn dein Diener hört!", "!")).toEqual(["Sprich, denn dein Diener hört!"]);
    expect(split("Warum fastet ihr nicht, denn die anderen fasten doch?", "?")).toHaveLength(1);
    expect(
      split("Der Mann, der nicht kam, denn er hatte Fieber, blieb den ganzen Tag zu Hause."),
    ).not.toContain("Denn er hatte Fieber, blieb den ganzen Tag zu Hause.");
  });
});

describe("splitBeforeDenn after a single dash", () => {
  it("cuts before '- Denn' when the left side does not split at its dash", () => {
    expect(
      split("Und schlaf ich auch ein, wache ich doch immer wieder auf - Denn Gott ist mein Helfer."),
    ).toEqual(["Und schlaf ich auch ein, wache ich doch immer wieder auf.", "Denn Gott ist mein Helfer."]);
  });
});

describe("splitBeforeJoinedMainClause", () => {
  it("cuts before ', und/aber' + a main clause that ends the sentence", () => {
    expect(
      split(
        "Nun, am Tag eures Fastens geht ihr euren Geschäften nach, und alle schwer Arbeitenden treibt ihr an.",
      ),
    ).toEqual([
      "Nun, am Tag eures Fastens geht ihr euren Geschäften nach.",
      "Alle schwer Arbeitenden treibt ihr an.",
    ]);
  });

  it("takes a dependent clause with the main clause it opens as the right side", () => {
    expect(
      split("Ihr werdet mich suchen und nicht finden, und wo ich bin, dorthin könnt ihr nicht kommen."),
    ).toEqual([
      "Ihr werdet mich suchen und nicht finden.",
      // The right side is then split on its own (split-place.ts).
      "Ich bin irgendwo.",
      "Dorthin könnt ihr nicht kommen.",
    ]);
  });

  it("leaves the sentence whole after a subordinate or relative clause on the left", () => {
    expect(
      split("Der Mann, den ich gestern sah, ging nach Hause, und seine Frau kochte das Essen."),
    ).not.toContain("Der Mann, den ich gestern sah, ging nach Hause.");
  });
});

describe("splitBeforeJoinedMainClause: a phrase before the verb and later segments", () => {
  it("cuts before ', und' + a phrase, the finite verb and its own subject", () => {
    expect(
      split("Alles ist durch ihn entstanden, und unabhängig von ihm ist nicht ein Ding entstanden."),
    ).toEqual(["Alles ist durch ihn entstanden.", "Unabhängig von ihm ist nicht ein Ding entstanden."]);
    expect(split("Alles ist durch ihn entstanden, und ohne ihn ist nichts entstanden.")).toEqual([
      "Alles ist durch ihn entstanden.",
      "Ohne ihn ist nichts entstanden.",
    ]);
    expect(
      leicht(
        "Sehr geehrte Frau Müller, wir haben Ihren Antrag geprüft, und ab dem 1. März bekommen Sie Wohngeld.",
      ),
    ).toContain("Wir haben Ihren Antrag geprüft.\nAb dem 1. März bekommen Sie Wohngeld.");
  });

  it("keeps a purpose after the right clause with it", () => {
    expect(
      leicht(
        "Die Kunde von ihm breitete sich aber noch mehr aus, und viel Volk kam zusammen, um zu hören und von ihren Krankheiten geheilt zu werden.",
      ),
    ).toBe(
      "Die Kunde von ihm hat sich aber noch mehr ausgebreitet.\nViel Volk kam zusammen.\nViel Volk wollte hören und von ihren Krankheiten geheilt werden.",
    );
  });

  it("does not cut before a phrase without its own clause, a noun phrase or a dislocated host", () => {
    for (const sentence of [
      "Er hat lange gewartet, und mit ihm die Kinder.",
      "Ein Grund sind lange Wartezeiten beim Facharzt, und auch das lange Warten in der Praxis.",
      "Denn wer hat, dem wird gegeben, und wer nicht hat, dem wird auch das genommen, was er hat.",
    ])
      expect(split(sentence)).toHaveLength(1);
    expect(split("Er ging nach Hause, und seine Frau, die krank war, blieb im Bett.")).not.toContain(
      "Seine Frau, die krank war, blieb im Bett.",
    );
  });
});

describe("splitBeforeJoinedMainClause on a main clause left by an earlier split", () => {
  it("cuts the main clause of a free relative at ', und' + a main clause", () => {
    expect(
      leicht("Was dem Kaiser gehört, das gebt ihm zurück, und was das Eigentum von Gott ist, das gebt Gott!"),
    ).toBe(
      "Dem Kaiser gehört etwas.\nDas gebt ihm zurück.\nEtwas ist das Eigentum von Gott.\nDas gebt Gott!",
    );
  });

  it("keeps the consequence of a condition with its second clause", () => {
    for (const text of [
      "Wenn das Herz uns nicht verurteilt, dann haben wir Hoffnung gegenüber Gott, und was immer wir erbitten, empfangen wir von ihm.",
      "Geliebte, wenn das Herz uns nicht verurteilt, dann haben wir Hoffnung gegenüber Gott, und was immer wir erbitten, empfangen wir von ihm.",
    ])
      expect(leicht(text)).toContain("Dann haben wir Hoffnung gegenüber Gott, und was immer wir erbitten");
  });
});

describe("splitBeforeJoinedMainClause after closed dependent clauses on the left", () => {
  it("cuts before ', und' + a clause with its own subject and its verb second", () => {
    expect(
      split(
        "Seht, welche Liebe uns der Vater geschenkt hat, dass man uns Kinder Gottes nennt, und wir sind es auch.",
      ),
    ).toEqual([
      "Seht, welche Liebe uns der Vater geschenkt hat, dass man uns Kinder Gottes nennt.",
      "Wir sind es auch.",
    ]);
  });

  it("leaves a condition and a clause that ends in its verb with the left side", () => {
    const joined = (sentence: string) =>
      splitBeforeJoinedMainClause({ tokens: clauseTokens(sentence, false), end: "." }, false, (side) => [
        side,
      ]);
    // A verb-final "und wir gingen" may still belong to the dass-clause; the condition may reach
    // the clause after "und" too.
    for (const sentence of [
      "Sie wusste genau, dass er kam, und wir gingen.",
      "Wir helfen Ihnen gern, wenn Sie anrufen, und wir beraten Sie auch vor Ort.",
      "Dann wird er die Stadt, die er liebt, verlassen, und wir gehen mit.",
    ])
      expect(joined(sentence)).toBeUndefined();
    expect(joined("Seht, wie groß seine Liebe ist, und wir sind seine Kinder.")?.length).toBe(2);
  });
});

describe("splitBeforeJoinedMainClause before a subject that holds a relative clause", () => {
  it("cuts before ', aber' + a free relative or a demonstrative with its relative clauses", () => {
    expect(split("Ich kannte ihn nicht, aber der mich gesandt hat, sagte mir", ":")).toEqual([
      "Ich kannte ihn nicht.",
      "Aber der mich gesandt hat, sagte mir:",
    ]);
    expect(
      split(
        "Von mir selbst aus bin ich nicht gekommen, aber der, der mich gesandt hat und den ihr nicht kennt, ist wahrhaftig.",
      ),
    ).toEqual([
      "Von mir selbst aus bin ich nicht gekommen.",
      "Aber der, der mich gesandt hat und den ihr nicht kennt, ist wahrhaftig.",
    ]);
  });

  it("does not cut before a participle or an infinitive after the relative clause", () => {
    for (const sentence of [
      "Er hat das Brot, und den Wein, den er gekauft hatte, getrunken.",
      "Sie wollten das Haus, und das, was darin war, verkaufen.",
    ])
      expect(split(sentence)).not.toContain("Er hat das Brot.");
  });
});
