import { describe, expect, it } from "vitest";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] => {
  const end = sentence.endsWith("?") ? "?" : ".";
  return splitSentence({ tokens: clauseTokens(sentence, formal), end }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );
};

describe("indirect questions -> colon + question", () => {
  it("after a request or a verb of asking", () => {
    expect(split("Bitte teilen Sie uns mit, wann Sie umziehen.")).toEqual([
      "Bitte teilen Sie uns mit:",
      "Wann ziehen Sie um?",
    ]);
    expect(split("Bitte prüfen Sie, welche Unterlagen fehlen.")).toEqual([
      "Bitte prüfen Sie:",
      "Welche Unterlagen fehlen?",
    ]);
    expect(split("Sie müssen angeben, wie viel Geld Sie verdienen.")).toEqual([
      "Sie müssen angeben:",
      "Wie viel Geld verdienen Sie?",
    ]);
    expect(split("Wir prüfen, wer zuständig ist.")).toEqual(["Wir prüfen:", "Wer ist zuständig?"]);
  });

  it("reads the verb that opens a request also where the word is a noun too ('das Teilen')", () => {
    expect(split("Teilen Sie uns bitte mit, wo Sie jetzt wohnen.")).toEqual([
      "Teilen Sie uns bitte mit:",
      "Wo wohnen Sie jetzt?",
    ]);
    expect(split("Sagen Sie uns bitte, welche Unterlagen fehlen.")).toEqual([
      "Sagen Sie uns bitte:",
      "Welche Unterlagen fehlen?",
    ]);
    // "zeigen, wie" + a subject: the manner shown, as a question like after "erklären".
    expect(split("Wir zeigen Ihnen, wie Sie den Antrag ausfüllen.")).toEqual([
      "Wir zeigen Ihnen:",
      "Wie füllen Sie den Antrag aus?",
    ]);
    // A degree ("wie wichtig", "wie sehr") or a comparison with "so" stays.
    for (const whole of ["Das zeigt, wie wichtig es ist.", "Er zeigte es so, wie er es gelernt hatte."])
      expect(split(whole, false)).toEqual([whole]);
    // A noun before the comma may be what the w-clause refers to: unchanged.
    const sentence = "Fragen Sie Ihre Bank, wann das Geld kommt.";
    expect(split(sentence)).toEqual([sentence]);
  });

  it("after a short imperative the lexicon lacks ('Sag mir'), and a request ending in '!'", () => {
    expect(split("Sag mir, was du willst.", false)).toEqual(["Sag mir:", "Was willst du?"]);
    const ask = (sentence: string, formal: boolean) =>
      splitSentence({ tokens: clauseTokens(sentence, formal), end: "!" }, { formal, variant: 0 }).map(
        (clause) => renderTokens(clause.tokens) + clause.end,
      );
    expect(ask("Sagen Sie uns bitte, was Sie brauchen", true)).toEqual([
      "Sagen Sie uns bitte:",
      "Was brauchen Sie?",
    ]);
    // A statement ending in "!" tells, it does not ask.
    expect(ask("Er sagt uns, was er will", false)).not.toContain("Was will er?");
  });

  it("after a negated verb of knowing", () => {
    expect(split("Wir wissen nicht, wie hoch Ihr Einkommen ist.")).toEqual([
      "Wir wissen nicht:",
      "Wie hoch ist Ihr Einkommen?",
    ]);
    // "damit" right before the verbs is the adverb, no second subordinator.
    expect(split("Sie verstanden nicht, was er damit sagen wollte.", false)).toEqual([
      "Sie verstanden nicht:",
      "Was wollte er damit sagen?",
    ]);
  });

  it("does not fire for free relative clauses or statements of knowing", () => {
    for (const sentence of ["Er schreibt, wie es ihm geht."])
      expect(split(sentence, false)).toEqual([sentence]);
    expect(split("Ihr gebt ihm nicht, was er braucht.", false)).toEqual([
      "Er braucht etwas.",
      "Ihr gebt ihm das nicht.",
    ]);
    // No question either: a statement with "etwas" / "das", the event seen after a colon (split-complement.ts).
    expect(split("Ich weiß, was du getan hast.", false)).toEqual(["Du hast etwas getan.", "Ich weiß das."]);
    expect(split("Wir haben gesehen, wie er kam.", false)).toEqual(["Wir haben gesehen:", "Er kam."]);
  });

  it("does not fire when the w-word is followed by its verb (a direct question)", () => {
    const sentence = "Wir prüfen das, was hilft ihm das?";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("w-clauses that refer to a word before the comma", () => {
  it("stay (free relative or relative 'wo')", () => {
    // A free relative after "das": the content first, no question (split-pronoun-relative.ts).
    expect(split("Wir haben euch nichts anderes geschrieben als das, was ihr gelesen habt.", false)).toEqual([
      "Ihr habt etwas gelesen.",
      "Wir haben euch nichts anderes geschrieben als das.",
    ]);
    // The relative "wo" becomes "Dort …", not a question.
    expect(split("Wir prüfen den Ort, wo der Unfall war.", false)).toEqual([
      "Wir prüfen den Ort.",
      "Dort war der Unfall.",
    ]);
  });
});

describe("indirect questions: two w-clauses, zu-infinitives, discussion", () => {
  const plain = (sentence: string): string[] =>
    splitSentence({ tokens: clauseTokens(sentence, false), end: "." }, { formal: false, variant: 0 }).map(
      (clause) => renderTokens(clause.tokens) + clause.end,
    );

  it("splits two w-clauses joined by 'und' into two questions", () => {
    expect(plain("Ihr wisst nicht, woher ich komme und wohin ich gehe.")).toEqual([
      "Ihr wisst nicht:",
      "Woher komme ich?",
      "Und wohin gehe ich?",
    ]);
  });

  it("reads a verb of asking in a zu-infinitive and after diskutieren", () => {
    expect(plain("Dann versuchte Jesus herauszufinden, wer es gewesen war.")).toEqual([
      "Dann versuchte Jesus herauszufinden:",
      "Wer war es gewesen?",
    ]);
    expect(plain("Sie hatten darüber diskutiert, wer der Größte ist.")).toEqual([
      "Sie hatten darüber diskutiert:",
      "Wer ist der Größte?",
    ]);
  });

  it("a statement of knowing knows the answer (split-complement.ts)", () => {
    expect(plain("Ich weiß, woher ich komme und wohin ich gehe.")).toEqual([
      "Ich weiß die Antwort auf diese Fragen:",
      "Woher komme ich?",
      "Und wohin gehe ich?",
    ]);
  });
});

describe("a leading indirect question before a verb-first main clause", () => {
  it("puts the main clause first in subject-first order", () => {
    expect(split("Wie viele Dialekte es in Deutschland gibt, kann man nicht genau sagen.")).toEqual([
      "Man kann nicht genau sagen:",
      "Wie viele Dialekte gibt es in Deutschland?",
    ]);
    expect(split("Wann der Bus kommt, wissen wir nicht.")).toEqual([
      "Wir wissen nicht:",
      "Wann kommt der Bus?",
    ]);
    expect(split("Wer dich berührt hat, fragst du?", false)).toEqual(["Du fragst:", "Wer hat dich berührt?"]);
  });

  it("also with 'ob' and 'wie lange' first", () => {
    expect(split("Ob Sie Anspruch haben, prüfen wir.")).toEqual(["Wir prüfen:", "Haben Sie Anspruch?"]);
    expect(split("Wie lange das dauert, kann ich Ihnen nicht sagen.")).toEqual([
      "Ich kann Ihnen nicht sagen:",
      "Wie lange dauert das?",
    ]);
    // Before a main clause without a subject of its own the ob clause is the subject: question first, then "Das".
    expect(split("Ob er kommt, ist unklar.")).toEqual(["Kommt er?", "Das ist unklar."]);
  });

  it("leaves a main clause that does not ask", () => {
    expect(split("Wann der Bus kommt, steht im Fahrplan.")).toEqual([
      "Wann der Bus kommt, steht im Fahrplan.",
    ]);
  });
});

describe("a 'wie'/'warum' clause after a verb of explaining names the topic", () => {
  it("puts it as a question after a colon, also in a statement", () => {
    expect(split("Wir erklären Ihnen, wie Sie den Antrag stellen.")).toEqual([
      "Wir erklären Ihnen:",
      "Wie stellen Sie den Antrag?",
    ]);
    expect(split("Er erklärte ihnen, wie sie leben sollen.", false)).toEqual([
      "Er erklärte ihnen:",
      "Wie sollen sie leben?",
    ]);
    expect(split("Er erklärte, warum er gekommen war.", false)).toEqual([
      "Er erklärte:",
      "Warum war er gekommen?",
    ]);
  });

  it("not a comparison with 'so', 'zeigen' or other w-words", () => {
    for (const sentence of [
      "Er erklärte es so, wie er es gelernt hatte.",
      "Er zeigte, wie stark er war.",
      "Er erklärte, was er meinte.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("a question phrase after a preposition", () => {
  it("'bis wann', 'seit wann', 'mit wem', 'in welchem Zeitraum'", () => {
    expect(split("Bitte teilen Sie uns mit, bis wann Sie die Unterlagen einreichen können.")).toEqual([
      "Bitte teilen Sie uns mit:",
      "Bis wann können Sie die Unterlagen einreichen?",
    ]);
    expect(split("Bitte teilen Sie uns mit, seit wann Sie dort wohnen.")).toEqual([
      "Bitte teilen Sie uns mit:",
      "Seit wann wohnen Sie dort?",
    ]);
    expect(split("Bitte geben Sie an, von wem Sie Unterhalt bekommen.")).toEqual([
      "Bitte geben Sie an:",
      "Von wem bekommen Sie Unterhalt?",
    ]);
    expect(split("Bitte teilen Sie uns mit, in welchem Zeitraum Sie gearbeitet haben.")).toEqual([
      "Bitte teilen Sie uns mit:",
      "In welchem Zeitraum haben Sie gearbeitet?",
    ]);
    expect(split("Seit wann er hier wohnt, weiß ich nicht.", false)).toEqual([
      "Ich weiß nicht:",
      "Seit wann wohnt er hier?",
    ]);
  });

  it("not a relative clause after a noun, nor a statement", () => {
    expect(split("Bitte geben Sie den Zeitraum an, für welchen Sie Leistungen beantragen.")).not.toContain(
      "Für welchen Zeitraum beantragen Sie Leistungen?",
    );
    for (const sentence of [
      "Wir teilen Ihnen mit, in welchem Zeitraum wir geschlossen haben.",
      "Ich weiß, seit wann er hier wohnt.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("verbs of forms and 'Bescheid geben'", () => {
  it("ankreuzen, eintragen, begründen, sich informieren, Bescheid geben in a request", () => {
    expect(split("Bitte kreuzen Sie an, welche Leistungen Sie beziehen.")).toEqual([
      "Bitte kreuzen Sie an:",
      "Welche Leistungen beziehen Sie?",
    ]);
    expect(split("Bitte tragen Sie ein, wie viele Kinder Sie haben.")).toEqual([
      "Bitte tragen Sie ein:",
      "Wie viele Kinder haben Sie?",
    ]);
    // "so … ein, wie …" compares: no question ("Wie stehen sie auf der Rechnung?").
    for (const sentence of [
      "Bitte tragen Sie die Zahlen so ein, wie sie auf der Rechnung stehen.",
      "Bitte tragen Sie die Zahlen genauso ein, wie sie auf der Rechnung stehen.",
    ])
      expect(split(sentence).join(" ")).not.toContain("?");
    // A "so … wie" of its own in the main clause leaves the question.
    expect(split("Bitte teilen Sie uns so schnell wie möglich mit, wie hoch Ihr Einkommen ist.")).toEqual([
      "Bitte teilen Sie uns so schnell wie möglich mit:",
      "Wie hoch ist Ihr Einkommen?",
    ]);
    expect(split("Bitte begründen Sie, warum Sie den Termin nicht wahrgenommen haben.")).toEqual([
      "Bitte begründen Sie:",
      "Warum haben Sie den Termin nicht wahrgenommen?",
    ]);
    expect(split("Bitte informieren Sie sich, welche Fristen gelten.")).toEqual([
      "Bitte informieren Sie sich:",
      "Welche Fristen gelten?",
    ]);
    expect(split("Bitte geben Sie uns Bescheid, wann Sie kommen können.")).toEqual([
      "Bitte geben Sie uns Bescheid:",
      "Wann können Sie kommen?",
    ]);
  });

  it("a statement with these verbs tells, it does not ask", () => {
    const sentence = "Wir informieren Sie, wann der Termin ist.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a w- or ob-clause as the subject of an open state", () => {
  it("after 'es ist unklar', a negated known state, 'feststehen' or 'abhängen davon'", () => {
    expect(split("Es ist unklar, wer die Kosten trägt.")).toEqual([
      "Es ist unklar:",
      "Wer trägt die Kosten?",
    ]);
    expect(split("Es steht noch nicht fest, wann der Termin stattfindet.")).toEqual([
      "Es steht noch nicht fest:",
      "Wann findet der Termin statt?",
    ]);
    expect(split("Uns ist nicht bekannt, wo Sie jetzt wohnen.")).toEqual([
      "Uns ist nicht bekannt:",
      "Wo wohnen Sie jetzt?",
    ]);
    expect(split("Es ist noch nicht sichtbar geworden, was wir sein werden.", false)).toEqual([
      "Es ist noch nicht sichtbar geworden:",
      "Was werden wir sein?",
    ]);
    expect(split("Aus dem Schreiben geht nicht hervor, wann Sie umgezogen sind.")).toEqual([
      "Aus dem Schreiben geht nicht hervor:",
      "Wann sind Sie umgezogen?",
    ]);
    expect(split("Die Höhe hängt davon ab, wie viel Sie verdienen.")).toEqual([
      "Die Höhe hängt davon ab:",
      "Wie viel verdienen Sie?",
    ]);
  });

  it("first: the question, then the main clause with 'Das'", () => {
    expect(split("Ob Sie Anspruch haben, hängt von Ihrem Einkommen ab.")).toEqual([
      "Haben Sie Anspruch?",
      "Das hängt von Ihrem Einkommen ab.",
    ]);
    expect(split("Wie hoch die Leistung ist, hängt von Ihrem Einkommen ab.")).toEqual([
      "Wie hoch ist die Leistung?",
      "Das hängt von Ihrem Einkommen ab.",
    ]);
    // Was a generic "wer" ("Vielleicht trägt jemand die Kosten." / "Dann ist er noch unklar.").
    expect(split("Wer die Kosten trägt, ist noch unklar.")).toEqual([
      "Wer trägt die Kosten?",
      "Das ist noch unklar.",
    ]);
    expect(split("Wann der Termin stattfindet, steht noch nicht fest.")).toEqual([
      "Wann findet der Termin statt?",
      "Das steht noch nicht fest.",
    ]);
    // Was a free relative ("Etwas passiert mit dem Geld." / "Das entscheidet das Gericht.").
    expect(split("Was mit dem Geld passiert, entscheidet das Gericht.")).toEqual([
      "Das Gericht entscheidet:",
      "Was passiert mit dem Geld?",
    ]);
  });

  it("not a person's state, a comparison, a comment, or a wer/was clause that names someone", () => {
    for (const sentence of [
      "Wir sind offen, was Ihre Wünsche betrifft.",
      "Es ist noch offen, was die Kosten betrifft.",
      "Es ist nicht so klar, wie du denkst.",
      "Uns ist bekannt, wo Sie wohnen.",
      "Es ist klar, wer gewinnt.",
      "Aus dem Schreiben geht hervor, wann Sie umgezogen sind.",
    ])
      expect(split(sentence, false)).toEqual([sentence]);
    // Free relatives and generic "wer" stay with their own steps.
    expect(split("Wer zuhört, ist offen für Neues.", false)).toEqual([
      "Vielleicht hört jemand zu.",
      "Dann ist er offen für Neues.",
    ]);
    expect(split("Wer nicht arbeitet, ist nicht sicher.", false)).toEqual([
      "Vielleicht arbeitet jemand nicht.",
      "Dann ist er nicht sicher.",
    ]);
    expect(split("Was Sie schreiben, ist unklar.")).toEqual(["Sie schreiben etwas.", "Das ist unklar."]);
    expect(split("Wer das sagt, weiß nichts.", false)).toEqual([
      "Vielleicht sagt jemand das.",
      "Dann weiß er nichts.",
    ]);
  });
});

describe("review fixes: concessive 'immer', open doors, 'sich melden', 'egal', 'bis'/'ab' first", () => {
  it("'wann immer', 'wer auch immer', 'was auch immer' never become a question", () => {
    for (const sentence of [
      "Bitte melden Sie sich, wann immer Sie Hilfe brauchen.",
      "Es ist unklar, wann immer er kommt.",
      "Wir prüfen, was auch immer Sie schicken.",
      "Wann immer Sie Hilfe brauchen, ist unklar.",
      "Was immer Sie brauchen, fragen Sie uns.",
      "Wer auch immer das Geld bekommt, muss es zurückzahlen.",
      "Wer immer das Geld bekommt, muss es zurückzahlen.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    // "immer" before "mehr", "noch" or a comparative is a plain adverb inside the question.
    expect(split("Es ist unklar, warum immer mehr Menschen umziehen.")).toEqual([
      "Es ist unklar:",
      "Warum ziehen immer mehr Menschen um?",
    ]);
    expect(split("Wir prüfen, warum immer noch kein Geld kommt.")).toEqual([
      "Wir prüfen:",
      "Warum kommt immer noch kein Geld?",
    ]);
  });

  it("'offen' of a shop or a door is no open question; 'es', no subject or 'die Frage' is", () => {
    for (const sentence of [
      "Der Laden ist offen, wann immer Sie wollen.",
      "Die Tür bleibt offen, wer auch immer kommt.",
      "Das Bürgeramt ist offen, wann Sie wollen.",
      "Das Büro ist noch offen, wann Sie kommen.",
      "Die Tür bleibt offen, wer kommt.",
    ])
      expect(split(sentence)).toEqual([sentence]);
    expect(split("Es ist noch offen, wann die Zahlung kommt.")).toEqual([
      "Es ist noch offen:",
      "Wann kommt die Zahlung?",
    ]);
    expect(split("Offen ist noch, wann die Zahlung kommt.")).toEqual([
      "Offen ist noch:",
      "Wann kommt die Zahlung?",
    ]);
    expect(split("Die Frage ist offen, wann die Zahlung kommt.")).toEqual([
      "Die Frage ist offen:",
      "Wann kommt die Zahlung?",
    ]);
    expect(split("Derzeit ist noch offen, wer zuständig ist.")).toEqual([
      "Derzeit ist noch offen:",
      "Wer ist zuständig?",
    ]);
  });

  it("'sich melden' is getting in touch; 'melden' without 'sich' tells", () => {
    expect(split("Bitte melden Sie sich, wann Sie Zeit haben.")).toEqual([
      "Bitte melden Sie sich, wann Sie Zeit haben.",
    ]);
    expect(split("Bitte melde dich, wann du Zeit hast.", false)).toEqual([
      "Bitte melde dich, wann du Zeit hast.",
    ]);
    expect(split("Bitte melden Sie uns, wann Sie umziehen.")).toEqual([
      "Bitte melden Sie uns:",
      "Wann ziehen Sie um?",
    ]);
  });

  it("'egal' keeps its clause: no question the reader must answer", () => {
    for (const sentence of [
      "Es ist egal, wie viel Sie verdienen.",
      "Es ist gleichgültig, wie viel Sie verdienen.",
      "Wie viel Sie verdienen, ist egal.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("'bis wann' and 'ab wann' first split like 'seit wann'", () => {
    expect(split("Bis wann die Zahlung kommt, ist noch offen.")).toEqual([
      "Bis wann kommt die Zahlung?",
      "Das ist noch offen.",
    ]);
    expect(split("Ab wann Sie arbeiten, wissen wir nicht.")).toEqual([
      "Wir wissen nicht:",
      "Ab wann arbeiten Sie?",
    ]);
  });
});
