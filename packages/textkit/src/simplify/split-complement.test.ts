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

  it("with a dative or a prepositional phrase before the comma ('das' goes before it)", () => {
    expect(split("Sie haben mit ihm gemacht, was sie wollten.")).toEqual([
      "Sie wollten etwas.",
      "Sie haben das mit ihm gemacht.",
    ]);
    expect(split("Dann zeigte sie ihrer Schwiegermutter, was sie gelesen hatte.")).toEqual([
      "Sie hatte etwas gelesen.",
      "Dann zeigte sie das ihrer Schwiegermutter.",
    ]);
    expect(split("Jesus tat an diesem Tag, was der Vater ihm gesagt hatte.")).toEqual([
      "Der Vater hatte ihm etwas gesagt.",
      "Jesus tat das an diesem Tag.",
    ]);
    expect(split("Hört doch, was der ungerechte Richter sagt.")).toEqual([
      "Der ungerechte Richter sagt etwas.",
      "Hört das doch.",
    ]);
    // "den Menschen" and "das Buch" may be the object. ("nach allem getan, was …": the clause names
    // "allem", split-pronoun-relative.test.ts.)
    for (const sentence of [
      "Verkünde den Menschen dort, was ich dir sagen werde.",
      "Er gab dem Mann das Buch, was ich sah.",
      "Am Abend zeigte die Frau dem Kind, was sie gelesen hatte.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("before a last segment that goes on with the main clause's verb", () => {
    expect(split("Jesus hatte mitbekommen, was sie gesagt hatten, und beruhigte Jairus.")).toEqual([
      "Sie hatten etwas gesagt.",
      "Jesus hatte das mitbekommen und beruhigte Jairus.",
    ]);
    // A clause of its own after "und" ("es gefiel ihm") is no conjunct of the main clause's verb.
    expect(split("Er sah, was geschah, und es gefiel ihm.").join(" ")).not.toContain("etwas");
  });

  it("after verbs of paying and sending (letters)", () => {
    const letter = (sentence: string): string[] =>
      splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      );
    expect(letter("Wir zahlen Ihnen, was Ihnen zusteht.")).toEqual([
      "Etwas steht Ihnen zu.",
      "Wir zahlen Ihnen das.",
    ]);
    expect(letter("Wir erstatten Ihnen, was Sie zu viel gezahlt haben.")).toEqual([
      "Sie haben etwas zu viel gezahlt.",
      "Wir erstatten Ihnen das.",
    ]);
    // An object of its own before the comma: the clause may refer to it.
    const sentence = "Wir schicken Ihnen die Unterlagen, was Sie sicher freut.";
    expect(letter(sentence)).toEqual([sentence]);
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

  it("after a verb of knowing (not negated: that asks, see split-question.ts)", () => {
    expect(split("Sie wusste, was mit ihr geschehen war.")).toEqual([
      "Etwas war mit ihr geschehen.",
      "Sie wusste das.",
    ]);
    expect(split("Ich weiß, was ich tun werde.")).toEqual(["Ich werde etwas tun.", "Ich weiß das."]);
    expect(split("Sie verstanden, was der Lehrer meinte.")).toEqual([
      "Der Lehrer meinte etwas.",
      "Sie verstanden das.",
    ]);
  });

  it("takes 'was' as the subject of a verb with a dative person", () => {
    expect(split("Sie tun, was Gott gefällt.")).toEqual(["Etwas gefällt Gott.", "Sie tun das."]);
    expect(split("Er nahm, was ihm gehörte.")).toEqual(["Etwas gehörte ihm.", "Er nahm das."]);
  });

  it("takes 'was' as the subject when no other subject stands in the clause", () => {
    expect(split("Er erzählte ihnen, was mit ihm geschehen war.")).toEqual([
      "Etwas war mit ihm geschehen.",
      "Er erzählte ihnen das.",
    ]);
  });

  it("leaves the sentence when unsure", () => {
    for (const sentence of [
      // "was" may be the subject as well ("what causes fear"); "der" may be a feminine dative.
      "Wir wissen nun, was Furcht vor dem Herrn erregt.",
      "Wir wissen, was die Furcht erregt.",
      "Sie sahen, was sie erschreckte.",
      "Sie hörten, was der Frau gefiel.",
      // The main clause has an object of its own: "was" refers to the whole clause.
      "Er sagte es ihm, was ihn freute.",
      // Question words, reported speech.
      "Wer hört, was ich sage.",
      "Sie hörten, was er damit sagen wolle.",
      // A verb that does not take the clause as its object.
      "Er kam, was niemand erwartet hatte.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a 'was' clause announcing what follows the colon", () => {
  it("keeps the main clause with its colon, then the clause with 'Das'", () => {
    expect(split("Dann teilte er ihnen mit, was mit ihm geschehen würde", ":")).toEqual([
      "Dann teilte er ihnen mit:",
      "Das würde mit ihm geschehen:",
    ]);
    // A colon left as the last token (no clause after it) counts as the end.
    const colon = splitSentence(
      { tokens: clauseTokens("Hört doch, was der Richter spricht:", false), end: "" },
      { formal: false, variant: 0 },
    ).map((clause) => renderTokens(clause.tokens) + clause.end);
    expect(colon).toEqual(["Hört doch:", "Das spricht der Richter:"]);
  });

  it("leaves reported speech, a main clause with an object and verbs that take no object", () => {
    for (const sentence of [
      "Er hörte, was er damit sagen wolle",
      "Er sagte es ihnen, was geschehen war",
      "Er kam, was niemand erwartet hatte",
    ])
      expect(split(sentence, ":")).toEqual([`${sentence}:`]);
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

  it("also when both clauses are in the Perfekt (the shared 'haben'/'sein' is no repeated verb)", () => {
    expect(split("Sie haben beobachtet, wie ein dunkler Kombi ein Fahrzeug beschädigt hat.")).toEqual([
      "Sie haben beobachtet:",
      "Ein dunkler Kombi hat ein Fahrzeug beschädigt.",
    ]);
    expect(split("Ihr habt gehört, wie die Soldaten in die Stadt gekommen sind.")).toEqual([
      "Ihr habt gehört:",
      "Die Soldaten sind in die Stadt gekommen.",
    ]);
  });

  it("also after a time, a place or a prepositional phrase before the verb", () => {
    // Was left whole: only the closing verbs could follow the finite verb.
    expect(
      split(
        "Nach den bisherigen Ermittlungen sollen Sie am 21. August 2025 gegen 7:45 Uhr auf dem Parkplatz des Supermarkts an der Bergstraße 112 in Bochum beobachtet haben, wie ein dunkler Kombi ein abgestelltes Fahrzeug beschädigt hat.",
      ),
    ).toEqual([
      "Nach den bisherigen Ermittlungen sollen Sie am 21. August 2025 gegen 7:45 Uhr auf dem Parkplatz des Supermarkts an der Bergstraße 112 in Bochum beobachtet haben:",
      "Ein dunkler Kombi hat ein abgestelltes Fahrzeug beschädigt.",
    ]);
    expect(split("Sie sollen gestern beobachtet haben, wie ein Kombi ein Fahrzeug beschädigt hat.")).toEqual([
      "Sie sollen gestern beobachtet haben:",
      "Ein Kombi hat ein Fahrzeug beschädigt.",
    ]);
    // In the present "sehen Sie, wie …" after a phrase shows a way or asks how much: no event.
    for (const sentence of [
      "In der Anlage sehen Sie, wie Sie den Antrag stellen.",
      "Auf der Webseite sehen Sie, wie hoch die Gebühr ist.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("leaves main clauses with an object (degrees: see below)", () => {
    for (const sentence of [
      "Er sah ihn, wie er kam.",
      "Die Polizisten haben Sie beobachtet, wie Sie das Auto beschädigt haben.",
      "Sie haben am Montag den Mann beobachtet, wie er das Auto beschädigt hat.",
      // After a prepositional phrase "Sie" is the subject only when nothing else can be.
      "Auf dem Parkplatz haben Sie die Zeugen beobachtet, wie sie das Auto beschädigt haben.",
      // With "man" the clause shows a way, no event ("Man füllt das Formular aus." loses "how").
      "Auf dem Foto sehen Sie, wie man das Formular ausfüllt.",
      "Wir haben gesehen, wie man das macht.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("reads a repeated full verb as a comparison, also in the Perfekt (no event perceived)", () => {
    expect(split("Er hat gesehen, wie ihr gesehen habt.")).toEqual([
      "Er hat gesehen.",
      "Genauso habt ihr gesehen.",
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

  it("keeps a negated belief with its content", () => {
    expect(split("Denn wenn ihr nicht glaubt, dass ich es bin, werdet ihr sterben.")).toEqual([
      "Denn vielleicht glaubt ihr nicht, dass ich es bin.",
      "Dann werdet ihr sterben.",
    ]);
  });
});

describe("a 'wo' clause after a verb of seeing or showing", () => {
  it("names the place 'den Ort' and opens the clause with 'Dort'", () => {
    expect(split("Er zeigte ihnen, wo der Schatz lag.")).toEqual([
      "Er zeigte ihnen den Ort.",
      "Dort lag der Schatz.",
    ]);
    // A request keeps its "!"; the place is a statement.
    expect(split("Schaut euch an, wo er gelegen hat", "!")).toEqual([
      "Schaut euch den Ort an!",
      "Dort hat er gelegen.",
    ]);
  });

  it("leaves 'wherever'", () => {
    for (const sentence of ["Sie sahen, wo er auch hinging."]) expect(split(sentence)).toEqual([sentence]);
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

describe("a 'wie' + adjective clause after a verb of perceiving (an exclamation of degree)", () => {
  it("becomes a statement with 'so' in an exclamation or after a command", () => {
    expect(split("Sieh doch, wie fest sie dich beschuldigen", "!")).toEqual([
      "Sieh doch:",
      "Sie beschuldigen dich so fest!",
    ]);
    expect(split("Seht, wie groß das Haus ist", "!")).toEqual(["Seht:", "Das Haus ist so groß!"]);
    expect(split("Sie sahen, wie schnell er gelaufen war", "!")).toEqual([
      "Sie sahen:",
      "Er war so schnell gelaufen!",
    ]);
    // A statement asks how much; "Die Gebühr ist sehr hoch." would claim it (was split so).
    for (const sentence of [
      "Sie haben gesehen, wie hoch die Gebühr ist.",
      "Sie sahen, wie schnell er gelaufen war.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("leaves amounts, other verbs and a main clause with an object", () => {
    for (const sentence of [
      "Sieh, wie viele gekommen sind",
      "Ich weiß, wie groß das Haus ist",
      "Sie sah ihn, wie schnell er lief",
    ])
      expect(split(sentence, "!")).toEqual([`${sentence}!`]);
  });
});

describe("a w-clause after a positive 'wissen' names a known answer", () => {
  it("puts 'die Antwort auf diese Frage' in the main clause and the clause as a question", () => {
    expect(split("Ich weiß, wo er wohnt.")).toEqual([
      "Ich weiß die Antwort auf diese Frage:",
      "Wo wohnt er?",
    ]);
    expect(split("Denn ich weiß, woher ich gekommen bin und wohin ich gehe.")).toEqual([
      "Denn ich weiß die Antwort auf diese Fragen:",
      "Woher bin ich gekommen?",
      "Und wohin gehe ich?",
    ]);
    // An exclamation: the question keeps its question mark.
    expect(split("Und ihr wisst, woher ich bin", "!")).toEqual([
      "Und ihr wisst die Antwort auf diese Frage:",
      "Woher bin ich?",
    ]);
  });

  it("not 'wie' (it may exclaim: 'wie sehr ich euch liebe'), 'was' (objectWas) or a main clause with an object", () => {
    for (const sentence of ["Ihr wisst, wie sehr ich euch liebe.", "Ich weiß es, wer kommt."])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a 'was' clause as the object of a negated main clause", () => {
  it("puts 'das' before 'nicht': the free relative names something that is there", () => {
    expect(split("Aber ihr gebt ihm nicht, was er braucht.")).toEqual([
      "Er braucht etwas.",
      "Aber ihr gebt ihm das nicht.",
    ]);
    expect(split("Er hat nicht getan, was man ihm sagte.")).toEqual([
      "Man sagte ihm etwas.",
      "Er hat das nicht getan.",
    ]);
  });

  it("leaves other negations; a verb of knowing asks (split-question.ts)", () => {
    expect(split("Er gab ihm nie, was er brauchte.")).toEqual(["Er gab ihm nie, was er brauchte."]);
    expect(split("Sie wussten nicht, was es war.")).toEqual(["Sie wussten nicht:", "Was war es?"]);
  });
});

describe("a generic 'wer'/'jeder, der' clause with a 'was' clause as its object", () => {
  it("states the content, then the condition with 'das', then the main clause", () => {
    expect(split("Jeder, der tut, was Gott gefällt, ist mein Bruder.")).toEqual([
      "Etwas gefällt Gott.",
      "Vielleicht tut jemand das.",
      "Dann ist er mein Bruder.",
    ]);
    expect(split("Wer hört, was ich sage, wird leben.")).toEqual([
      "Ich sage etwas.",
      "Vielleicht hört jemand das.",
      "Dann wird er leben.",
    ]);
    expect(split("- Jeder, der tut, was Gott gefällt, ist mir Bruder, Schwester und Mutter.")).toEqual([
      "- Etwas gefällt Gott.",
      "Vielleicht tut jemand das.",
      "Dann ist er mir Bruder, Schwester und Mutter.",
    ]);
  });

  it("not after a verb of knowing, with a negation or object of its own, or a pronoun for the person", () => {
    for (const sentence of [
      "Wer weiß, was morgen kommt, ist klug.",
      "Wer nicht tut, was ich sage, wird bestraft.",
      "Wer alles verkauft, was er hat, bekommt einen Schatz im Himmel.",
      "Jeder, der sagt, was er denkt, hat es schwer.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a 'was' clause as the object of a request", () => {
  const letter = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, true), end: "." }, { formal: true, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("reads the polite 'Sie' after the verb of a request as its subject", () => {
    expect(letter("Bitte lesen Sie, was wir Ihnen geschickt haben.")).toEqual([
      "Wir haben Ihnen etwas geschickt.",
      "Bitte lesen Sie das.",
    ]);
    expect(letter("Bitte beachten Sie, was im Merkblatt steht.")).toEqual([
      "Etwas steht im Merkblatt.",
      "Bitte beachten Sie das.",
    ]);
  });

  it("takes a short imperative first as the verb that announces a colon", () => {
    expect(split("Hört doch, was der Richter spricht", ":")).toEqual([
      "Hört doch:",
      "Das spricht der Richter:",
    ]);
  });

  it("not for 'Sie' after a verb with a subject before it: there it is an object", () => {
    const sentence = "Wir zeigen Sie an, was Sie nicht wollen.";
    expect(letter(sentence)).toEqual([sentence]);
  });
});
