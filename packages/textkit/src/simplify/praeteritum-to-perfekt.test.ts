import { describe, expect, it } from "vitest";
import { praeteritumToPerfekt } from "./praeteritum-to-perfekt.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const rewrite = (sentence: string) => render(praeteritumToPerfekt(clauseTokens(sentence)));

describe("praeteritumToPerfekt", () => {
  it("leaves a joined separable form before other words (an inseparable verb the lexicon lacks)", () => {
    expect(rewrite("Sie durchzogen die Dörfer.")).toBeUndefined();
    expect(rewrite("Sie zogen durch die Dörfer.")).toBe("Sie sind durch die Dörfer gezogen.");
  });

  it("leaves a clause whose particle stands before a prepositional phrase ('brachen auf von Sukkot')", () => {
    expect(rewrite("Und sie brachen auf von Sukkot.")).toBeUndefined();
    expect(rewrite("Die Cheruben breiteten ihre Flügel aus über den Ort.")).toBeUndefined();
    // A preposition with its noun phrase is no particle: "Er ging mit zum Amt" has none.
    expect(rewrite("Er wartete auf den Bus.")).toBe("Er hat auf den Bus gewartet.");
    expect(rewrite("Sie kam aus dem Haus.")).toBe("Sie ist aus dem Haus gekommen.");
    // Directions and "mit" can stand before the phrase.
    expect(rewrite("Sie warfen ihn hinaus vor den Weinberg.")).toBe(
      "Sie haben ihn hinaus vor den Weinberg geworfen.",
    );
  });

  it("does not join a final 'davon' to a verb not of motion (the pronoun adverb: 'erfuhren davon')", () => {
    expect(rewrite("Viele erfuhren davon.")).toBeUndefined();
    expect(rewrite("Die Jünger hielten sie unfreundlich davon.")).toBeUndefined();
    expect(rewrite("Sie lief davon.")).toBe("Sie ist davongelaufen.");
  });

  it("takes sein for an intransitive 'aufbrechen'/'anfallen' and haben with an accusative object", () => {
    expect(rewrite("Abram brach auf.")).toBe("Abram ist aufgebrochen.");
    expect(rewrite("Der Krieg brach aus.")).toBe("Der Krieg ist ausgebrochen.");
    expect(rewrite("Er brach den Schrank auf.")).toBe("Er hat den Schrank aufgebrochen.");
    expect(rewrite("Der Hund fiel ihn an.")).toBe("Der Hund hat ihn angefallen.");
    expect(rewrite("Dann fielen hohe Kosten an.")).toBe("Dann sind hohe Kosten angefallen.");
  });

  it("uses sein or haben and puts the participle last", () => {
    expect(rewrite("Er ging zum Amt.")).toBe("Er ist zum Amt gegangen.");
    expect(rewrite("Dann trennte Gott das Licht vom Wasser.")).toBe(
      "Dann hat Gott das Licht vom Wasser getrennt.",
    );
    expect(rewrite("Ich schrieb einen Brief.")).toBe("Ich habe einen Brief geschrieben.");
  });

  it("reads zu before a pronoun or article as a preposition", () => {
    expect(rewrite("Sie brachten ihn zu ihm.")).toBe("Sie haben ihn zu ihm gebracht.");
    expect(rewrite("Er sprach zu den Leuten.")).toBe("Er hat zu den Leuten gesprochen.");
    expect(rewrite("Er versuchte zu helfen.")).toBeUndefined();
    expect(rewrite("Der Geist kehrte um zu ihm.")).toBeUndefined();
    expect(rewrite("Jesus sprach zu ihnen sagend.")).toBeUndefined();
    expect(rewrite("Danach wiesen sie die Kinder umgehend ab.")).toBe(
      "Danach haben sie die Kinder umgehend abgewiesen.",
    );
  });

  it("folds a separated particle into the participle", () => {
    expect(rewrite("Sie rief uns gestern an.")).toBe("Sie hat uns gestern angerufen.");
  });

  it("writes a direction or an adjective of a separable verb with the participle ('freigelassen')", () => {
    expect(rewrite("Er ließ ihn frei.")).toBe("Er hat ihn freigelassen.");
    expect(rewrite("Er tat es hinein.")).toBe("Er hat es hineingetan.");
    expect(rewrite("Er sah ihn wieder.")).toBe("Er hat ihn wiedergesehen.");
    // No verb "wiedertun": "wieder" is the adverb "again".
    expect(rewrite("Er tat es wieder.")).toBe("Er hat es wieder getan.");
    expect(rewrite("Dann riet er.")).toBe("Dann hat er geraten.");
    expect(rewrite("Dann fragte er.")).toBe("Dann hat er gefragt.");
  });

  it("takes the participle that fits the Präteritum when the lexicon lists two", () => {
    expect(rewrite("Rut hängte sich an sie.")).toBe("Rut hat sich an sie gehängt.");
    expect(rewrite("Gott schuf die Welt.")).toBe("Gott hat die Welt geschaffen.");
    // The weak series comes from the weak participle (the dictionary lists only "schuf", "bewog").
    expect(rewrite("Er schaffte die Prüfung.")).toBe("Er hat die Prüfung geschafft.");
    expect(rewrite("Sie bewegte den Arm.")).toBe("Sie hat den Arm bewegt.");
    expect(rewrite("Er erschreckte ihn.")).toBe("Er hat ihn erschreckt.");
    // "ist erschrocken": the lexicon gives "haben" for erschrecken.
    expect(rewrite("Da erschrak er.")).toBeUndefined();
  });

  it("keeps sein, haben, werden and modals", () => {
    expect(rewrite("Er war krank.")).toBeUndefined();
    expect(rewrite("Es wurde Abend.")).toBeUndefined();
    expect(rewrite("Wir konnten nicht kommen.")).toBeUndefined();
  });

  it("does not fire on present tense or on clauses with punctuation inside", () => {
    expect(rewrite("Er geht zum Amt.")).toBeUndefined();
    expect(rewrite("Gott machte zwei Lichter: ein großes Licht; auch die Sterne.")).toBeUndefined();
  });
});

describe("praeteritumToPerfekt: auxiliary with an object", () => {
  it("takes haben when a verb with both auxiliaries has an accusative object", () => {
    expect(rewrite("Ein Engel rollte den Stein weg.")).toBe("Ein Engel hat den Stein weggerollt.");
    expect(rewrite("Er zog ihn aus dem Wasser.")).toBe("Er hat ihn aus dem Wasser gezogen.");
  });

  it("keeps sein without an object, after a preposition and for pure sein verbs", () => {
    expect(rewrite("Sie zog in die Stadt.")).toBe("Sie ist in die Stadt gezogen.");
    expect(rewrite("Er fuhr mit den Kindern nach Hause.")).toBe(
      "Er ist mit den Kindern nach Hause gefahren.",
    );
    expect(rewrite("Er ging den Weg.")).toBe("Er ist den Weg gegangen.");
  });

  it("takes sein for biegen without an object, haben with one", () => {
    expect(rewrite("Dieser bog ab.")).toBe("Dieser ist abgebogen.");
    expect(rewrite("Das Auto bog in die Straße ein.")).toBe("Das Auto ist in die Straße eingebogen.");
    expect(rewrite("Er bog den Draht ab.")).toBe("Er hat den Draht abgebogen.");
  });
});

describe("praeteritumToPerfekt: directional particles", () => {
  it("folds herab into the participle; keeps the Präteritum when the participle would be a long word (hinaufgegangen)", () => {
    expect(rewrite("Er kam vom Berg herab.")).toBe("Er ist vom Berg herabgekommen.");
    expect(rewrite("Er stieg vom Berg herab.")).toBeUndefined();
  });
});

describe("praeteritumToPerfekt: directional particles keep the base verb's auxiliary", () => {
  it("davonlaufen takes sein like laufen", () => {
    expect(rewrite("Sie liefen davon.")).toBe("Sie sind davongelaufen.");
    expect(rewrite("Er ging den Berg hinauf.")).toBeUndefined();
  });
});

describe("praeteritumToPerfekt: verbs the lexicon gained (scripts/lexicon/supplementary-verbs.ts)", () => {
  it("folds the particle of a compound the dictionary lacked", () => {
    expect(rewrite("Und er streckte seine Hand aus.")).toBe("Und er hat seine Hand ausgestreckt.");
    expect(rewrite("Sie fuhren los.")).toBe("Sie sind losgefahren.");
    expect(rewrite("Sie blickten sich um.")).toBe("Sie haben sich umgeblickt.");
  });

  it("takes 'haben' for ersticken with an object, 'sein' without", () => {
    expect(rewrite("Die Dornen erstickten den Samen.")).toBe("Die Dornen haben den Samen erstickt.");
    expect(rewrite("Der Fisch erstickte.")).toBe("Der Fisch ist erstickt.");
  });
});
