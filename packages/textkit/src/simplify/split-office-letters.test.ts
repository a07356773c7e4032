// Clause splitting on sentences as offices write them: relative clauses on bare plurals and on
// titled names, sobald/seitdem, requests with "Bitte", dass after "Bitte beachten Sie", a comparison
// inside a wenn clause, and reported speech that must stay whole.
import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const split = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );

const leicht = (text: string): string[] =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text.split("\n");

describe("relative clause on a bare plural subject", () => {
  it("keeps the restriction: 'Manche …' / 'Diese …', the pronoun 'die' as the subject", () => {
    expect(
      split("Familien, die Leistungen nach dem Bildungspaket beziehen, können einen Zuschuss beantragen."),
    ).toEqual([
      "Manche Familien beziehen Leistungen nach dem Bildungspaket.",
      "Diese Familien können einen Zuschuss beantragen.",
    ]);
    expect(split("Menschen, die in Deutschland wohnen, können einen Antrag stellen.")).toEqual([
      "Manche Menschen wohnen in Deutschland.",
      "Diese Menschen können einen Antrag stellen.",
    ]);
  });

  it("reads a directional verb the lexicon lacks ('hinausgehen')", () => {
    expect(split("Schäden, die über die normale Abnutzung hinausgehen, sind zu ersetzen.")).toEqual([
      "Manche Schäden gehen über die normale Abnutzung hinaus.",
      "Diese Schäden sind zu ersetzen.",
    ]);
  });

  it("also for a noun whose singular has the same form ('Rentner') and for 'denen'", () => {
    expect(split("Rentner, die im Ausland leben, müssen eine Bescheinigung schicken.")).toEqual([
      "Manche Rentner leben im Ausland.",
      "Diese Rentner müssen eine Bescheinigung schicken.",
    ]);
    expect(split("Der Rentner, der im Ausland lebt, muss eine Bescheinigung schicken.")).toEqual([
      "Der Rentner lebt im Ausland.",
      "Der Rentner muss eine Bescheinigung schicken.",
    ]);
  });

  it("keeps the article of a noun that has one, and an object pronoun stays an object", () => {
    // A group of people with "Die" is restricted too: only the families that receive benefits
    // (was "Die Familien beziehen Leistungen." / "Die Familien können …", which spoke of all).
    expect(split("Die Familien, die Leistungen beziehen, können einen Zuschuss beantragen.")).toEqual([
      "Manche Familien beziehen Leistungen.",
      "Diese Familien können einen Zuschuss beantragen.",
    ]);
    expect(split("Familien, denen wir helfen, bekommen einen Brief.")).toEqual([
      "Wir helfen manchen Familien.",
      "Diese Familien bekommen einen Brief.",
    ]);
  });
});

describe("relative clause on a name with Herr or Frau", () => {
  it("repeats the title in the pronoun's case, without an article", () => {
    expect(
      split(
        "Vereinbaren Sie bitte einen Termin mit unserem Hausmeister, Herrn Adler, der unter 0170 555 123 erreichbar ist.",
      ),
    ).toEqual([
      "Vereinbaren Sie bitte einen Termin mit unserem Hausmeister, Herrn Adler.",
      "Herr Adler ist unter 0170 555 123 erreichbar.",
    ]);
    expect(split("Bitte wenden Sie sich an Frau Berger, die Ihnen gerne hilft.")).toEqual([
      "Bitte wenden Sie sich an Frau Berger.",
      "Frau Berger hilft Ihnen gerne.",
    ]);
  });
});

describe("sobald and seitdem", () => {
  it("puts the condition first with 'Zuerst müssen …' and the main clause with 'Dann'", () => {
    expect(
      split("Die Bearbeitung Ihres Antrags erfolgt, sobald alle Unterlagen vollständig vorliegen."),
    ).toEqual([
      "Zuerst müssen alle Unterlagen vollständig vorliegen.",
      "Dann erfolgt die Bearbeitung Ihres Antrags.",
    ]);
    expect(split("Sobald wir die Unterlagen erhalten haben, prüfen wir Ihren Antrag.")).toEqual([
      "Zuerst erhalten wir die Unterlagen.",
      "Dann prüfen wir Ihren Antrag.",
    ]);
  });

  it("states the fact, then 'Seitdem …', in both orders", () => {
    const expected = ["Sie sind umgezogen.", "Seitdem bekommen Sie kein Geld."];
    expect(split("Sie bekommen kein Geld, seitdem Sie umgezogen sind.")).toEqual(expected);
    expect(split("Seitdem Sie umgezogen sind, bekommen Sie kein Geld.")).toEqual(expected);
  });

  it("turns a bis clause into the event and 'Bis dahin …'; the preposition 'bis' stays", () => {
    expect(split("Bitte warten Sie, bis wir Ihnen schreiben.")).toEqual([
      "Später schreiben wir Ihnen.",
      "Bis dahin warten Sie bitte.",
    ]);
    expect(split("Bis die Frist abläuft, müssen Sie nichts tun.")).toEqual([
      "Später läuft die Frist ab.",
      "Bis dahin müssen Sie nichts tun.",
    ]);
    const preposition = "Wir warten, bis zum 15. Mai alles da ist.";
    expect(split(preposition)).toEqual([preposition]);
  });

  it("leaves 'sowie' between list items alone", () => {
    const sentence = "Schicken Sie uns den Ausweis, sowie eine Kopie des Mietvertrags.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a request with 'Bitte' before a wenn or falls clause", () => {
  it("moves 'bitte' after 'Sie' and its pronouns behind 'Dann'", () => {
    expect(split("Bitte rufen Sie an, wenn Sie Fragen haben.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann rufen Sie bitte an.",
    ]);
    expect(split("Bitte melden Sie sich bei uns, falls Sie Fragen haben.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann melden Sie sich bitte bei uns.",
    ]);
  });
});

describe("a request with 'Sie' before a wenn clause, its verb also a plural noun", () => {
  it("reads 'Wenden', 'Rufen', 'Geben' before 'Sie' as the verb: 'Dann wenden Sie sich an uns.'", () => {
    expect(split("Wenden Sie sich an uns, wenn Sie Fragen haben.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann wenden Sie sich an uns.",
    ]);
    expect(split("Rufen Sie uns an, wenn Sie Fragen haben.")).toEqual([
      "Vielleicht haben Sie Fragen.",
      "Dann rufen Sie uns an.",
    ]);
  });

  it("puts a subject pronoun after the verb before an object that opens the main clause", () => {
    expect(split("Fragen beantworten wir gern, wenn Sie anrufen.")).toEqual([
      "Vielleicht rufen Sie an.",
      "Dann beantworten wir Fragen gern.",
    ]);
    // "es gibt": "es" is the subject, the phrase in front its object (was "Dann gibt Wohngeld es.").
    expect(split("Wohngeld gibt es, wenn das Einkommen gering ist.")).toEqual([
      "Vielleicht ist das Einkommen gering.",
      "Dann gibt es Wohngeld.",
    ]);
    expect(split("Hilfe gibt es bei der Stadt, wenn Sie arm sind.")).toEqual([
      "Vielleicht sind Sie arm.",
      "Dann gibt es Hilfe bei der Stadt.",
    ]);
    // "es" is the object after a pronoun subject, before a dative object or a particle.
    expect(split("Er gibt es zu, wenn man ihn fragt.")).toEqual([
      "Vielleicht fragt man ihn.",
      "Dann gibt er es zu.",
    ]);
    expect(split("Sie gibt es ihm, wenn er kommt.")).toEqual([
      "Vielleicht kommt er.",
      "Dann gibt sie es ihm.",
    ]);
    expect(split("Das Amt gibt es Ihnen, wenn Sie den Antrag stellen.")).toEqual([
      "Vielleicht stellen Sie den Antrag.",
      "Dann gibt das Amt es Ihnen.",
    ]);
    // An adjective, adverb or "nicht" after "es" tells how the one in front gives it.
    expect(split("Das Jobcenter gibt es nicht, wenn Sie nicht mitwirken.")).toEqual([
      "Vielleicht wirken Sie nicht mit.",
      "Dann gibt das Jobcenter es nicht.",
    ]);
    expect(split("Der Verkäufer gibt es billiger, wenn Sie bar zahlen.")).toEqual([
      "Vielleicht zahlen Sie bar.",
      "Dann gibt der Verkäufer es billiger.",
    ]);
    expect(split("Das Formular gibt es auch online, wenn Sie es brauchen.")).toEqual([
      "Vielleicht brauchen Sie es.",
      "Dann gibt es das Formular auch online.",
    ]);
  });

  it("keeps a noun that opens the main clause as its subject", () => {
    // "Wenden" is the noun here: its verb follows it, no pronoun.
    expect(split("Wenden sind im Leben wichtig, weil sie uns ändern.")).toEqual([
      "Wenden sind im Leben wichtig.",
      "Denn sie ändern uns.",
    ]);
    // A verb form that does not agree with the pronoun after it: no verb-first clause.
    const sentence = "Rufe wir ihn, wenn er kommt.";
    expect(split(sentence, false)).toEqual([sentence]);
  });
});

describe("dass clause that opens with a prepositional phrase", () => {
  it("keeps that phrase first: 'Von der Rente werden …'", () => {
    expect(split("Bitte beachten Sie, dass von der Rente noch Beiträge abgezogen werden.")).toEqual([
      "Bitte beachten Sie:",
      "Von der Rente werden noch Beiträge abgezogen.",
    ]);
  });

  it("takes a genitive attribute into the phrase when its noun can be a genitive", () => {
    expect(split("Bitte beachten Sie, dass nach Ablauf der Frist keine Änderungen möglich sind.")).toEqual([
      "Bitte beachten Sie:",
      "Nach Ablauf der Frist sind keine Änderungen möglich.",
    ]);
    const subject = "Bitte beachten Sie, dass von der Rente der Beitrag abgezogen wird.";
    expect(split(subject)).toEqual([subject]);
  });

  it("lets a noun subject that agrees follow a phrase with its own article or adjective", () => {
    expect(split("Bitte beachten Sie, dass bei verspäteter Zahlung Mahngebühren anfallen.")).toEqual([
      "Bitte beachten Sie:",
      "Bei verspäteter Zahlung fallen Mahngebühren an.",
    ]);
    expect(split("Bitte beachten Sie, dass in diesem Fall Ihr Anspruch entfällt.")).toEqual([
      "Bitte beachten Sie:",
      "In diesem Fall entfällt Ihr Anspruch.",
    ]);
    const name = "Bitte beachten Sie, dass mit Frau Müller Kontakt aufgenommen werden muss.";
    expect(split(name)).toEqual([name]);
  });

  it("does not move a phrase with a genitive after it", () => {
    const sentence = "Bitte beachten Sie, dass von der Rente Ihres Mannes Beiträge abgezogen werden.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("a comparison after the verb of a wenn clause", () => {
  it("goes to the end of the new sentence", () => {
    expect(
      split(
        "Wenn Sie weiterhin Beiträge zahlen wie in den letzten fünf Jahren, erhalten Sie eine Rente von 1.248,37 Euro.",
      ),
    ).toEqual([
      "Vielleicht zahlen Sie weiterhin Beiträge wie in den letzten fünf Jahren.",
      "Dann erhalten Sie eine Rente von 1.248,37 Euro.",
    ]);
  });

  it("does not split a comparison that is the whole second segment", () => {
    const sentence = "Er ist größer, als Sie denken.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("reported speech in Konjunktiv I", () => {
  it("is never cut into a stray 'Er glaube ich ihm' or 'Er hat gesagt.'", () => {
    for (const sentence of [
      "Wenn er sagt, er sei krank, glaube ich ihm.",
      "Er sagte, der Mann, der krank sei, komme nicht.",
      "Er sagte, er komme morgen, wenn er Zeit habe.",
      "Als er das sagte, meinte er, die Zeit sei gekommen.",
    ]) {
      const out = leicht(sentence);
      expect(out.join(" ")).not.toMatch(/Er glaube|gesagt\.|meinte er\./);
    }
  });
});

describe("a leading um … zu clause", () => {
  it("becomes a wish of the main clause's subject, the main clause takes 'Dafür'", () => {
    expect(split("Um Ihren Antrag bearbeiten zu können, brauchen wir noch Ihren Ausweis.")).toEqual([
      "Wir wollen Ihren Antrag bearbeiten.",
      "Dafür brauchen wir noch Ihren Ausweis.",
    ]);
    expect(split("Um Geld zu bekommen, müssen Sie den Antrag ausfüllen.")).toEqual([
      "Sie wollen Geld bekommen.",
      "Dafür müssen Sie den Antrag ausfüllen.",
    ]);
  });

  it("reads the office's passive request 'werden Sie gebeten' as 'bitten wir Sie'", () => {
    expect(
      split("Um das Verfahren zu beschleunigen, werden Sie gebeten, den beigefügten Fragebogen auszufüllen."),
    ).toEqual([
      "Wir wollen das Verfahren beschleunigen.",
      "Dafür bitten wir Sie, den beigefügten Fragebogen auszufüllen.",
    ]);
    expect(
      leicht(
        "Sehr geehrte Frau Müller,\nUm das Verfahren zu beschleunigen, werden Sie gebeten, den beigefügten Zeugenfragebogen vollständig auszufüllen und an die unten angegebene Dienststelle zurückzusenden.",
      ),
    ).toEqual([
      "Sehr geehrte Frau Müller,",
      "Wir wollen das Verfahren beschleunigen.",
      "Bitte füllen Sie dafür den beigefügten Zeugen·fragebogen vollständig aus.",
      "Bitte senden Sie ihn dafür an die unten angegebene Dienst·stelle zurück.",
    ]);
  });

  it("leaves 'werden sie gebeten' (others asked) and a text without 'Sie' alone", () => {
    const others = "Um das Verfahren zu beschleunigen, werden sie gebeten, den Fragebogen auszufüllen.";
    expect(split(others, false)).toEqual([others]);
  });

  it("leaves a passive or negated main clause alone", () => {
    for (const sentence of [
      "Um Geld zu sparen, wird das Haus nicht geheizt.",
      "Um Geld zu sparen, kaufen wir keine neuen Möbel.",
    ])
      expect(split(sentence)).toEqual([sentence]);
  });

  it("keeps a list after the colon for the bullet step ('diese Unterlagen:')", () => {
    expect(
      leicht(
        "Um Ihren Antrag bearbeiten zu können, brauchen wir noch folgende Unterlagen: eine Kopie Ihres Mietvertrags, die Lohnabrechnungen der letzten drei Monate sowie einen Nachweis über Ihre Krankenversicherung.",
      ),
    ).toEqual([
      "Wir wollen Ihren Antrag bearbeiten.",
      "Dafür brauchen wir noch diese Unterlagen:",
      "- eine Kopie von Ihrem Miet·vertrag",
      "- die Lohn·abrechnungen von den letzten 3 Monaten",
      "- einen Nachweis über Ihre Kranken·versicherung",
    ]);
  });
});

describe("a condition whose pronoun stands for a noun phrase of the main clause", () => {
  it("names the noun phrase in the condition that now comes first", () => {
    expect(split("Reichen Sie den Antrag ein, wenn Sie ihn ausgefüllt haben.")).toEqual([
      "Vielleicht haben Sie den Antrag ausgefüllt.",
      "Dann reichen Sie den Antrag ein.",
    ]);
    expect(split("Bitte senden Sie uns den Nachweis, sobald Sie ihn erhalten haben.")).toEqual([
      "Zuerst erhalten Sie den Nachweis.",
      "Dann senden Sie uns bitte den Nachweis.",
    ]);
  });

  it("keeps the pronoun when no or two noun phrases fit it, and 'es'", () => {
    expect(split("Geben Sie den Antrag und den Nachweis ab, wenn Sie ihn haben.")).toEqual([
      "Vielleicht haben Sie ihn.",
      "Dann geben Sie den Antrag und den Nachweis ab.",
    ]);
    expect(split("Sie bekommen das Geld, wenn Sie es beantragen.")).toEqual([
      "Vielleicht beantragen Sie es.",
      "Dann bekommen Sie das Geld.",
    ]);
  });
});

describe("a leading damit clause before a colon at the end of the sentence", () => {
  it("with the main clause's subject and 'können' reads like 'um … zu': the main clause stays last", () => {
    expect(
      leicht("Damit wir Ihren Antrag bearbeiten können, benötigen wir noch folgende Unterlagen:"),
    ).toEqual(["Wir wollen Ihren Antrag bearbeiten.", "Dafür brauchen wir noch folgende Unterlagen:"]);
  });

  it("stays whole with another subject or a negation (never 'Unterlagen:.' / 'Dann …' after the colon)", () => {
    expect(leicht("Damit Sie das Geld bekommen können, benötigen wir folgende Unterlagen:")).toEqual([
      "Damit Sie das Geld bekommen können, brauchen wir folgende Unterlagen:",
    ]);
    expect(leicht("Damit wir den Antrag nicht ablehnen müssen, brauchen wir folgende Angaben:")).toEqual([
      "Damit wir den Antrag nicht ablehnen müssen, brauchen wir folgende Angaben:",
    ]);
  });

  it("keeps the usual order before a full stop", () => {
    expect(
      split("Damit wir Ihren Antrag bearbeiten können, benötigen wir noch Ihre Lohnabrechnung."),
    ).toEqual(["Wir benötigen noch Ihre Lohnabrechnung.", "Dann können wir Ihren Antrag bearbeiten."]);
  });
});

describe("reported speech after a verb of saying that ends a clause", () => {
  it("gets a colon and the indicative", () => {
    expect(split("Das sagte er, weil sie behaupteten, er sei von einem Geist besessen.", false)).toEqual([
      "Das sagte er.",
      "Denn sie behaupteten:",
      "Er ist von einem Geist besessen.",
    ]);
  });

  it("stays whole when the verb of saying does not end a new clause", () => {
    const sentence = "Wir bekommen kein Geld, weil der Vermieter sagt, die Miete sei zu hoch.";
    expect(split(sentence)).toEqual([sentence]);
  });
});

describe("an auxiliary before two infinitives (Ersatzinfinitiv)", () => {
  it("leaves the clause unsplit instead of 'Wir können nicht haben helfen'", () => {
    const sentence = "Wir bedauern, dass wir Ihnen nicht haben helfen können.";
    expect(split(sentence, false)).toEqual([sentence]);
  });

  it("splits a relative clause: the auxiliary goes second, both infinitives stay at the end", () => {
    expect(split("Gott, der uns nicht hat fehlen lassen, ist gut.", false)).toEqual([
      "Gott hat uns nicht fehlen lassen.",
      "Gott ist gut.",
    ]);
    expect(split("Wir danken dem Amt, das uns die Unterlagen hat zukommen lassen.", false)).toEqual([
      "Wir danken dem Amt.",
      "Das Amt hat uns die Unterlagen zukommen lassen.",
    ]);
  });

  it("still splits an infinitive with its modal ('Wir wollen das haben.')", () => {
    expect(split("Wir wissen, dass wir das haben wollen.", false)).toEqual([
      "Wir wissen:",
      "Wir wollen das haben.",
    ]);
  });
});

describe("Konjunktiv I that is no reported speech", () => {
  it("keeps splitting a jussive without a verb of saying before it", () => {
    expect(
      split("Gepriesen sei Gott, der dir heute geholfen hat, sein Name werde gerufen in Israel.", false),
    ).not.toEqual(["Gepriesen sei Gott, der dir heute geholfen hat, sein Name werde gerufen in Israel."]);
  });
});

describe("verb-first condition before a main clause with a further clause", () => {
  it("splits off the condition as in the two-clause case", () => {
    expect(
      split(
        "Kommen Sie dieser Aufforderung nicht nach, kann die Leistung versagt werden, bis die Mitwirkung nachgeholt wird.",
      ).slice(0, 1),
    ).toEqual(["Vielleicht kommen Sie dieser Aufforderung nicht nach."]);
    expect(
      split("Sollten Sie verhindert sein, rufen Sie uns bitte an, damit wir einen neuen Termin vereinbaren."),
    ).toEqual([
      "Vielleicht sind Sie verhindert.",
      "Dann rufen Sie uns bitte an.",
      "Dann vereinbaren wir einen neuen Termin.",
    ]);
  });

  it("also in a text without 'Sie', with a second main clause of the same subject after ', und'", () => {
    expect(
      leicht(
        "Liegt der Nachweis bis zum Stichtag nicht vor, ist das Gesundheitsamt verpflichtet, die Eltern anzuhören, und kann ein Bußgeld von bis zu 2.500 Euro verhängen.",
      ),
    ).toEqual([
      "Vielleicht liegt der Nachweis bis zum Stichtag nicht vor.",
      "Dann muss das Gesundheits·amt die Eltern anhören.",
      // The further clause keeps the condition (was "Das Gesundheits·amt kann …", a plain fact).
      "Dann kann das Gesundheits·amt ein Bußgeld von bis zu 2.500 Euro verhängen.",
    ]);
  });

  it("leaves a generic 'man' condition with a further clause whole in a text without 'Sie'", () => {
    const generic =
      "Trifft man sich mit Freunden, ist es entspannt, wenn alle gemeinsam kochen und sich ein Motto überlegen – rein vegetarisch, fernöstlich, rustikal oder eben weihnachtlich mit internationalen Rezepten.";
    expect(split(generic, false)).toEqual([generic]);
  });

  it("needs a condition: an imperative first is no condition", () => {
    expect(split("Rufen Sie uns an, wenn Sie Fragen haben, damit wir helfen können.").join(" ")).not.toMatch(
      /Vielleicht rufen/,
    );
  });
});

describe("a check before the office's request ('Zur Prüfung, ob …, …')", () => {
  it("says the check as 'Wir prüfen:' + the question, the request with 'dafür'", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Schubert,\nZur Prüfung, ob die Anspruchsvoraussetzungen weiterhin vorliegen, werden Sie gebeten, bis zum 15. April 2026 folgende Unterlagen einzureichen:",
      ),
    ).toEqual([
      "Sehr geehrte Frau Schubert,",
      "Wir prüfen:",
      "Liegen die Anspruchs·voraussetzungen weiterhin vor?",
      "Bitte reichen Sie dafür bis zum 15. April 2026 folgende Unterlagen ein:",
    ]);
    expect(split("Zur Klärung, ob Ihnen Leistungen zustehen, benötigen wir noch Ihre Kontoauszüge.")).toEqual(
      ["Wir klären:", "Stehen Ihnen Leistungen zu?", "Dafür benötigen wir noch Ihre Kontoauszüge."],
    );
  });

  it("leaves a check the reader makes, and a text without 'Sie', alone", () => {
    const reader = "Zur Prüfung, ob das Gerät läuft, drücken Sie die Taste.";
    expect(split(reader)).toEqual([reader]);
    const plain = "Zur Prüfung, ob das Gerät läuft, benötigen wir den Schlüssel.";
    expect(split(plain, false)).toEqual([plain]);
  });
});
