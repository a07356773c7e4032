import { describe, expect, it } from "vitest";
import { subordinatePassivesToActive } from "./subordinate-passive.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const man = (sentence: string) =>
  render(subordinatePassivesToActive(clauseTokens(sentence, false), { writer: "man", formal: false }));

describe("subordinatePassivesToActive", () => {
  it("turns the passive of a subordinate clause active, the verb last", () => {
    expect(man("Herodes verstand, dass er von den Magiern getäuscht wurde.")).toBe(
      "Herodes verstand, dass die Magier ihn getäuscht haben.",
    );
    expect(man("Das geschieht zu eurem Trost, wenn wir getröstet werden, für euren Trost.")).toBe(
      "Das geschieht zu eurem Trost, wenn man uns tröstet, für euren Trost.",
    );
    expect(man("Wir wissen, dass das Haus abgerissen wird, und ziehen aus.")).toBe(
      "Wir wissen, dass man das Haus abreißt, und ziehen aus.",
    );
    expect(man("Er ging, weil der Brief von seiner Mutter geschrieben worden war.")).toBe(
      "Er ging, weil seine Mutter den Brief geschrieben hat.",
    );
  });

  it("turns a relative clause whose pronoun is the passive's subject, the pronoun first", () => {
    expect(man("Es gab aber einen, der Barabbas genannt wurde, und er war im Gefängnis.")).toBe(
      "Es gab aber einen, den man Barabbas genannt hat, und er war im Gefängnis.",
    );
    expect(man("Er fragte die Leute, die gerufen wurden, und ging.")).toBe(
      "Er fragte die Leute, die man gerufen hat, und ging.",
    );
    // "das" after a neuter noun (or a nominalised adjective after a neuter determiner).
    expect(man("Nimm dir von allem Essbaren, das gegessen wird, und sammle es.")).toBe(
      "Nimm dir von allem Essbaren, das man isst, und sammle es.",
    );
    expect(man("Sie kamen zu dem Haus, das von den Soldaten bewacht wurde, und blieben.")).toBe(
      "Sie kamen zu dem Haus, das die Soldaten bewacht haben, und blieben.",
    );
    expect(man("Er nimmt das, was gesät wurde, aus seinem Herzen.")).toBe(
      "Er nimmt das, was man gesät hat, aus seinem Herzen.",
    );
    expect(man("Er blieb dort, damit das, was vom Herrn gesagt wurde, sich erfüllt.")).toBe(
      "Er blieb dort, damit das, was der Herr gesagt hat, sich erfüllt.",
    );
  });

  it("reads a subject 'es' as the pronoun it is in a verb-last clause", () => {
    expect(man("Es gibt nichts Geheimes, außer, damit es öffentlich gemacht wird.")).toBe(
      "Es gibt nichts Geheimes, außer, damit man es öffentlich macht.",
    );
    expect(man("Er wartet, bis es gebracht wird, und geht.")).toBe("Er wartet, bis man es bringt, und geht.");
  });

  it("finds the noun of a relative clause that follows another one with the same pronoun", () => {
    expect(
      man(
        "Eine Frau, die an Blutungen litt, die von den Ärzten sehr geplagt worden war, berührte sein Gewand.",
      ),
    ).toBe("Eine Frau, die an Blutungen litt, die die Ärzte sehr geplagt haben, berührte sein Gewand.");
  });

  it("reads a preposition and relative pronoun after the subject and puts them back first", () => {
    expect(man("Könnt ihr mit der Taufe getauft werden, mit der ich getauft werde?")).toBe(
      "Könnt ihr mit der Taufe getauft werden, mit der man mich tauft.",
    );
    expect(man("Das ist der Stuhl, auf dem das Kind von der Mutter gefunden wurde, und der Tisch.")).toBe(
      "Das ist der Stuhl, auf dem die Mutter das Kind gefunden hat, und der Tisch.",
    );
  });

  it("turns the impersonal passive after a wer-clause, 'dem' first", () => {
    expect(man("Und wer anklopft, dem wird geöffnet.")).toBe("Und wer anklopft, dem öffnet man.");
    expect(man("Denn wer hat, dem wird gegeben.")).toBe("Denn wer hat, dem gibt man.");
    expect(man("Denn wer es hat, dem wird gegeben im Überfluss.")).toBe(
      "Denn wer es hat, dem gibt man im Überfluss.",
    );
    expect(man("Wer nicht hat, dem wird auch noch genommen werden.")).toBe(
      "Wer nicht hat, dem wird man auch noch nehmen.",
    );
    // A nominative "der" takes up the wer-clause as the subject: no passive to turn.
    expect(man("Wer hören kann, der wird gerettet werden.")).toBeUndefined();
  });

  it("leaves a relative clause whose pronoun is the subject of a coordinated part after it", () => {
    expect(
      man(
        "Die Tafel sammelt Lebensmittel, die im Handel nicht mehr verkauft werden, aber noch gut sind, und gibt sie weiter.",
      ),
    ).toBeUndefined();
    expect(
      man("Wir sammeln Kleider, die nicht mehr getragen werden, aber noch sauber sind."),
    ).toBeUndefined();
    expect(man("Wir sammeln Kleider, die nicht mehr getragen werden, und gehen.")).toBe(
      "Wir sammeln Kleider, die man nicht mehr trägt, und gehen.",
    );
  });

  it("leaves a dative relative, a wish, a second verb, a main clause and letters", () => {
    // After a feminine noun "der" is the dative: no subject to turn.
    expect(man("Das ist die Frau, der geholfen wurde, und der Mann.")).toBeUndefined();
    // "das" after a masculine or feminine noun is no relative pronoun of it.
    expect(man("Er sah den Mann, das gerufen wurde, und ging.")).toBeUndefined();
    expect(man("Er glaubte, das gerufen wurde, und ging.")).toBeUndefined();
    // "werde" may be a wish; "würde" is a Konjunktiv.
    expect(man("Er redete, damit das Wort erfüllt werde.")).toBeUndefined();
    expect(man("Er redete, damit das Wort erfüllt würde.")).toBeUndefined();
    // A main clause after the comma ends with the participle, not the auxiliary.
    expect(man("Er sagte, der Mann wurde gerufen.")).toBeUndefined();
    expect(man("Er weiß, dass der Antrag geprüft wird und kommt.")).toBeUndefined();
    // Letters from an office: the agent of a subordinate clause is unclear ("wir" or the reader).
    expect(
      render(
        subordinatePassivesToActive(clauseTokens("Wir wissen, dass der Antrag geprüft wird."), {
          writer: "wir",
          formal: true,
        }),
      ),
    ).toBeUndefined();
  });
});
