// Set phrases of office letters: "Bei Fragen …" and "… stehen wir Ihnen gern zur Verfügung".
import { describe, expect, it } from "vitest";
import { expectedToModal, toBeTakenFrom } from "./office-phrases.ts";
import { simplifyText } from "./pipeline.ts";
import { clauseTokens, render } from "./test-helpers.ts";

const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;
const letter = (line: string): string =>
  leicht(`Sehr geehrte Frau Schulz,\n\n${line}`).split("\n").slice(2).join("\n");

describe("phraseToModal with a relative clause inside the infinitive", () => {
  it("keeps the relative clause on the object where it stands", () => {
    // Was left as "Sie sind verpflichtet, …, die … sind, sofort mitzuteilen.": the relative
    // clause's "sind" counted as a second clause of the infinitive.
    expect(
      letter(
        "Sie sind verpflichtet, alle Änderungen in den Verhältnissen, die für den Anspruch auf Kindergeld erheblich sind, unverzüglich mitzuteilen.",
      ),
    ).toBe(
      "Sie müssen alle Änderungen in den Verhältnissen, die für den Anspruch auf Kinder·geld erheblich sind, sofort mitteilen.",
    );
  });

  it("leaves a finite verb of the infinitive's own words alone", () => {
    const own = "Sie sind verpflichtet, alle Änderungen, wenn sie eintreten, unverzüglich mitzuteilen.";
    expect(letter(own)).not.toContain("Sie müssen alle Änderungen, wenn");
  });
});

describe("chanceExistsToModal", () => {
  it("turns 'Es besteht die Möglichkeit, … zu V' into 'Man kann … V'", () => {
    // Was left as it stood.
    expect(
      letter("Es besteht dann aber die Möglichkeit, einen orangefarbenen Parkausweis zu beantragen."),
    ).toBe("Man kann dann aber einen orangefarbenen Park·ausweis beantragen.");
    expect(letter("Dann besteht die Möglichkeit, eine Ratenzahlung zu vereinbaren.")).toBe(
      "Dann kann man eine Raten·zahlung vereinbaren.",
    );
  });

  it("leaves a chance without an infinitive and other subjects alone", () => {
    expect(letter("Es besteht die Möglichkeit einer Ratenzahlung.")).not.toContain("kann man");
    expect(letter("Für Sie besteht die Möglichkeit, eine Ratenzahlung zu vereinbaren.")).not.toContain(
      "kann man",
    );
  });
});

describe("phraseToModal with a role after the pronoun", () => {
  it("keeps 'als Eltern' with the subject", () => {
    // Was "Dann sind Sie als Eltern verpflichtet, uns das sofort mitzuteilen."
    expect(
      letter(
        "Sie sind als Eltern verpflichtet, uns unverzüglich mitzuteilen, wenn bei Ihrem Kind Kopfläuse festgestellt werden.",
      ),
    ).toBe(
      "Vielleicht stellt man bei Ihrem Kind Kopfläuse fest.\nDann müssen Sie als Eltern uns das sofort mitteilen.",
    );
    expect(letter("Sie sind als Mieter nicht verpflichtet, die Heizung zu reparieren.")).toBe(
      "Sie als Mieter müssen die Heizung nicht reparieren.",
    );
    // An article after "als" is no bare role: unchanged.
    expect(letter("Sie sind als ein Mieter verpflichtet, die Heizung zu reparieren.")).toContain(
      "verpflichtet",
    );
  });
});

describe("splitQuestionsLead", () => {
  it("asks 'Haben Sie Fragen?' and goes on with 'Dann'", () => {
    expect(letter("bei Fragen erreichen Sie uns telefonisch unter 030 123456.")).toBe(
      "Haben Sie Fragen?\nDann erreichen Sie uns telefonisch.\nDie Telefon·nummer ist 030 123456.",
    );
    expect(
      letter("Bei Fragen zu Ihrer Rechnung erreichen Sie unseren Kundenservice unter 0800 1234567."),
    ).toBe(
      "Haben Sie Fragen zu Ihrer Rechnung?\nDann erreichen Sie unseren Kunden·service am Telefon.\nDie Telefon·nummer ist 0800 1234567.",
    );
  });

  it("leaves other sentences and texts that do not address the reader with 'Sie' alone", () => {
    expect(leicht("Bei Fragen hilft dir dein Lehrer.")).toBe("Bei Fragen hilft dir dein Lehrer.");
    expect(letter("Bei Fragen, die den Antrag betreffen, rufen Sie uns an.")).not.toContain("Haben Sie");
    expect(letter("Bei Fragen der Sicherheit entscheidet der Vorstand.")).not.toContain("Haben Sie");
  });
});

describe("availableToHelp", () => {
  it("turns 'gern zur Verfügung stehen' into 'gern helfen'", () => {
    expect(letter("Für Rückfragen stehen wir Ihnen gerne zur Verfügung.")).toBe(
      "Haben Sie Fragen?\nDann helfen wir Ihnen gerne.",
    );
    expect(letter("Ihr Sachbearbeiter steht Ihnen gern zur Verfügung.")).toBe(
      "Ihr Sach·bearbeiter hilft Ihnen gern.",
    );
  });

  it("also without 'gern' when a person stands there", () => {
    expect(
      letter("Für Rückfragen steht Ihnen Frau Lehmann unter der Telefonnummer 0511 168-0 zur Verfügung."),
    ).toBe(
      "Haben Sie Fragen?\nDann hilft Ihnen Frau Lehmann am Telefon.\nDie Telefon·nummer ist 0511 168-0.",
    );
  });

  it("says 'Bei Fragen' where the sentence stays whole (Einfache Sprache)", () => {
    const einfach = simplifyText("Für Rückfragen stehen wir Ihnen gerne zur Verfügung.", {
      level: "einfach",
      explanations: "none",
    }).simplified_text;
    expect(einfach).toBe("Bei Fragen helfen wir Ihnen gerne.");
  });

  it("leaves things that are available, not helpers, as they are", () => {
    expect(letter("Das Geld steht Ihnen ab Mai zur Verfügung.")).toBe(
      "Das Geld steht Ihnen ab Mai zur Verfügung.",
    );
    expect(letter("Das Formular steht Ihnen auf unserer Internetseite zur Verfügung.")).toBe(
      "Das Formular steht Ihnen auf unserer Internet·seite zur Verfügung.",
    );
  });
});

describe("phraseToModal", () => {
  it("turns 'die Möglichkeit haben, … zu V' into 'können … V', also for two infinitives", () => {
    expect(
      letter(
        "Sie haben die Möglichkeit, die Unterlagen persönlich in unserem Kundenzentrum abzugeben oder per Post zu senden.",
      ),
    ).toBe("Sie können die Unterlagen persönlich in unserem Kunden·zentrum abgeben oder per Post senden.");
    expect(letter("Sie haben die Möglichkeit, Widerspruch einzulegen.")).toBe(
      "Sie können Widerspruch einlegen.",
    );
  });

  it("turns 'verpflichtet' into 'müssen', 'berechtigt' and 'das Recht' into 'dürfen'", () => {
    expect(
      letter("Sie sind verpflichtet, uns jede Änderung Ihres Einkommens unverzüglich mitzuteilen."),
    ).toBe("Sie müssen uns jede Änderung von Ihrem Einkommen sofort mitteilen.");
    expect(letter("Sie haben das Recht, gegen diesen Bescheid Widerspruch einzulegen.")).toBe(
      "Sie dürfen gegen diesen Bescheid Widerspruch einlegen.",
    );
    expect(letter("Sie sind berechtigt, Ihre Akte einzusehen.")).toBe("Sie dürfen Ihre Akte einsehen.");
    // A particle of two parts the dictionary lacks: was "Sie dürfen eine Person … hinzuzuziehen und …".
    expect(
      letter(
        "Sie haben das Recht, eine Person Ihres Vertrauens zu der Anhörung hinzuzuziehen und Wünsche zu äußern.",
      ),
    ).toBe("Sie dürfen eine Person von Ihrem Vertrauen zu der Anhörung hinzuziehen und Wünsche äußern.");
    expect(letter("Sie sind nicht verpflichtet, an der Befragung teilzunehmen.")).toBe(
      "Sie müssen nicht an der Befragung teilnehmen.",
    );
  });

  it("reads examples between commas after a noun as part of the infinitive", () => {
    // Was "Bitte beachten Sie, dass Sie verpflichtet sind, jede Änderung …, besonders …, sofort mitzuteilen."
    expect(
      letter(
        "Bitte beachten Sie, dass Sie verpflichtet sind, jede Änderung Ihrer Verhältnisse, insbesondere die Aufnahme einer Beschäftigung, unverzüglich mitzuteilen.",
      ),
    ).toBe(
      // Over 12 words: the examples then get a line of their own (splitExampleTail).
      "Bitte beachten Sie:\nSie müssen jede Änderung von Ihren Verhältnissen sofort mitteilen.\nVor allem: die Aufnahme von einer Beschäftigung.",
    );
    expect(
      letter("Sie sind verpflichtet, jede Änderung, zum Beispiel einen Umzug, sofort mitzuteilen."),
    ).toBe("Sie müssen jede Änderung, zum Beispiel einen Umzug, sofort mitteilen.");
    // A relative clause on the object stays where it stands (it kept the phrase before).
    expect(letter("Sie sind verpflichtet, jede Änderung, die Sie betrifft, sofort mitzuteilen.")).toBe(
      "Sie müssen jede Änderung, die Sie betrifft, sofort mitteilen.",
    );
    // An insertion that is no example still keeps the phrase.
    expect(letter("Sie sind verpflichtet, die Miete, also 500 Euro, sofort zu zahlen.")).toBe(
      "Sie sind verpflichtet, die Miete, also 500 Euro, sofort zu zahlen.",
    );
  });

  it("puts 'nicht' after a definite object, before the verb", () => {
    expect(letter("Sie sind nicht verpflichtet, den neuen Antrag zu unterschreiben.")).toBe(
      "Sie müssen den neuen Antrag nicht unterschreiben.",
    );
    // With an adverb after the object, its place is unsure: "nicht" stays first.
    expect(letter("Sie sind nicht verpflichtet, Ihre Unterlagen persönlich abzugeben.")).toBe(
      "Sie müssen nicht Ihre Unterlagen persönlich abgeben.",
    );
    // A prepositional phrase after a definite object: "nicht" after the object, before the phrase
    // (was "… können Sie nicht den Betrag in einer Summe zahlen").
    expect(
      letter("Wenn Sie nicht in der Lage sind, den Betrag in einer Summe zu zahlen, rufen Sie uns an."),
    ).toBe("Vielleicht können Sie den Betrag nicht in einer Summe zahlen.\nDann rufen Sie uns an.");
    expect(letter("Sie sind nicht verpflichtet, den Antrag bei uns abzugeben.")).toBe(
      "Sie müssen den Antrag nicht bei uns abgeben.",
    );
  });

  it("works inside a condition and a dass clause that the split made a main clause", () => {
    expect(letter("Wenn Sie nicht in der Lage sind, den Termin wahrzunehmen, rufen Sie uns an.")).toBe(
      "Vielleicht können Sie den Termin nicht wahrnehmen.\nDann rufen Sie uns an.",
    );
    expect(
      letter("Bitte beachten Sie, dass Sie verpflichtet sind, uns jede Änderung sofort mitzuteilen."),
    ).toBe("Bitte beachten Sie:\nSie müssen uns jede Änderung sofort mitteilen.");
    expect(letter("Wir weisen darauf hin, dass Sie das Recht haben, Widerspruch einzulegen.")).toBe(
      "Wir weisen darauf hin:\nSie dürfen Widerspruch einlegen.",
    );
  });

  it("keeps 'nicht' before a pronoun (the past: see 'phraseToModal in the past')", () => {
    // A noun subject that agrees with "sind" takes the modal too (see below).
    expect(letter("Die Eltern sind verpflichtet, die Schule zu informieren.")).toBe(
      "Die Eltern müssen die Schule informieren.",
    );
    // A pronoun object goes before "nicht", a definite object after it too; before a bare object
    // the place of "nicht" is unsure: left.
    expect(letter("Sie sind nicht verpflichtet, uns das Formular zu senden.")).toBe(
      "Sie müssen uns das Formular nicht senden.",
    );
    expect(letter("Wir sind nicht berechtigt, Sie in der Sache selbst zu beraten.")).toBe(
      "Wir dürfen Sie nicht in der Sache selbst beraten.",
    );
    expect(letter("Sie sind nicht verpflichtet, uns Unterlagen zu senden.")).not.toContain("müssen");
  });

  it("leaves a dass clause and a noun subject with 'haben' alone", () => {
    expect(letter("Sie haben die Möglichkeit, dass wir Sie anrufen.")).not.toContain("können");
    expect(letter("Die Eltern haben die Möglichkeit, einen Antrag zu stellen.")).not.toContain("können");
  });

  it("turns 'verpflichtet sein', 'berechtigt sein', 'das Recht haben' into müssen/dürfen", () => {
    expect(letter("Sie sind verpflichtet, uns jede Änderung Ihres Einkommens sofort mitzuteilen.")).toBe(
      "Sie müssen uns jede Änderung von Ihrem Einkommen sofort mitteilen.",
    );
    expect(letter("Wir sind berechtigt, die Beiträge von Ihrem Konto abzubuchen.")).toBe(
      "Wir dürfen die Beiträge von Ihrem Konto abbuchen.",
    );
    expect(letter("Dann haben Sie das Recht, Widerspruch einzulegen.")).toBe(
      "Dann dürfen Sie Widerspruch einlegen.",
    );
    expect(letter("Er ist in der Lage, allein zu wohnen.")).toBe("Er kann allein wohnen.");
    expect(letter("Dann sind wir gezwungen, das Konto zu sperren.")).toBe(
      "Dann müssen wir das Konto sperren.",
    );
    expect(letter("Wir sehen uns gezwungen, den Vertrag zu kündigen.")).toBe(
      "Wir müssen den Vertrag kündigen.",
    );
  });

  it("reads 'sehen' only as 'sich gezwungen sehen'", () => {
    expect(letter("Wir sehen uns die Bilder an, um sie zu verstehen.")).not.toContain("müssen");
    expect(letter("Wir sehen uns gezwungen.")).toBe("Wir sehen uns gezwungen.");
  });

  it("leaves other words between the verb and the phrase, and nouns after 'Recht', alone", () => {
    expect(letter("Sie sind gesetzlich verpflichtet, uns jede Änderung mitzuteilen.")).not.toContain(
      "müssen",
    );
    expect(letter("Sie haben das Recht auf Beratung.")).toBe("Sie haben das Recht auf Beratung.");
    expect(letter("Wir sind verpflichtet.")).toBe("Wir sind verpflichtet.");
  });
});

describe("impersonalToModal", () => {
  it("turns 'Es ist notwendig/möglich/erlaubt/verboten, … zu V' into a modal with 'man'", () => {
    expect(leicht("Es ist notwendig, den Antrag vollständig auszufüllen.")).toBe(
      "Man muss den Antrag vollständig ausfüllen.",
    );
    expect(leicht("Es ist verboten, hier zu rauchen.")).toBe("Man darf hier nicht rauchen.");
    expect(leicht("Es ist leider nicht möglich, den Termin zu verschieben.")).toBe(
      "Leider kann man den Termin nicht verschieben.",
    );
    expect(leicht("Dafür ist es notwendig, einen Antrag zu stellen.")).toBe(
      "Dafür muss man einen Antrag stellen.",
    );
    expect(leicht("Es ist nicht nötig, uns anzurufen.")).toBe("Man muss uns nicht anrufen.");
  });

  it("puts 'nicht' before a closing adverb of manner or time, after 'hier'", () => {
    expect(leicht("Es ist nicht möglich, die Leistung rückwirkend zu zahlen.")).toBe(
      "Man kann die Leistung nicht rückwirkend zahlen.",
    );
    expect(leicht("Es ist leider nicht möglich, die Unterlagen später einzureichen.")).toBe(
      "Leider kann man die Unterlagen nicht später einreichen.",
    );
    expect(leicht("Es ist verboten, den Antrag telefonisch zu stellen.")).toBe(
      "Man darf den Antrag nicht telefonisch stellen.",
    );
    expect(leicht("Es ist nicht erlaubt, hier zu rauchen.")).toBe("Man darf hier nicht rauchen.");
    // Without a negation the adverb stays where it is.
    expect(leicht("Es ist möglich, den Antrag schriftlich zu stellen.")).toBe(
      "Man kann den Antrag schriftlich stellen.",
    );
  });

  it("puts 'nicht' before a quantifier or a focus word", () => {
    // Was "Man kann alle Kosten nicht übernehmen." ("none").
    expect(leicht("Es ist nicht möglich, alle Kosten zu übernehmen.")).toBe(
      "Man kann nicht alle Kosten übernehmen.",
    );
    expect(leicht("Es ist nicht möglich, Ihnen alle Kosten zu erstatten.")).toBe(
      "Man kann Ihnen nicht alle Kosten erstatten.",
    );
    expect(leicht("Es ist nicht möglich, die Frist noch einmal zu verlängern.")).toBe(
      "Man kann die Frist nicht noch einmal verlängern.",
    );
    expect(leicht("Es ist nicht möglich, die Leistung schon jetzt zu zahlen.")).toBe(
      "Man kann die Leistung nicht schon jetzt zahlen.",
    );
    expect(leicht("Es ist nicht möglich, das Kind allein zu lassen.")).toBe(
      "Man kann das Kind nicht allein lassen.",
    );
    expect(leicht("Es ist nicht notwendig, alle Unterlagen einzureichen.")).toBe(
      "Man muss nicht alle Unterlagen einreichen.",
    );
  });

  it("leaves it after 'nur' or a lone 'noch', whose place beside 'nicht' changes the sense", () => {
    for (const sentence of [
      // Was "Man kann die Leistung nur nicht teilweise zahlen."
      "Es ist nicht möglich, die Leistung nur teilweise zu zahlen.",
      "Es ist nicht möglich, die Unterlagen noch zu ändern.",
    ])
      expect(leicht(sentence)).toBe(sentence);
  });

  it("leaves it when 'nicht' has no sure place, with two infinitives and with other adjectives", () => {
    for (const sentence of [
      "Es ist verboten, in den Park zu gehen.",
      "Es ist nicht erlaubt, einen Hund mitzubringen.",
      "Es ist möglich, den Antrag online zu stellen oder ihn per Post zu schicken.",
      "Es ist wichtig, den Antrag rechtzeitig zu stellen.",
    ])
      expect(leicht(sentence)).toBe(sentence);
  });
});

describe("expectedToModal", () => {
  const expected = (sentence: string) => render(expectedToModal(clauseTokens(sentence)));

  it("turns 'ist mit X zu rechnen' into 'muss man mit X rechnen'", () => {
    expect(expected("Während der Arbeiten ist mit Lärm und Staub zu rechnen.")).toBe(
      "Während der Arbeiten muss man mit Lärm und Staub rechnen.",
    );
    expect(expected("Es ist mit längeren Wartezeiten zu rechnen.")).toBe(
      "Man muss mit längeren Wartezeiten rechnen.",
    );
    expect(expected("Mit Verzögerungen ist zu rechnen.")).toBe("Mit Verzögerungen muss man rechnen.");
  });

  it("does not fire with a negation, a clause inside or without 'mit'", () => {
    expect(expected("Mit einer Entscheidung ist nicht vor Mai zu rechnen.")).toBeUndefined();
    expect(expected("Mit einer Zahlung ist kaum zu rechnen.")).toBeUndefined();
    expect(expected("Die Summe ist genau zu rechnen.")).toBeUndefined();
    expect(expected("Wenn es regnet, ist mit Staus zu rechnen.")).toBeUndefined();
  });
});

describe("phraseToModal with a noun phrase as the subject", () => {
  it("turns 'ist verpflichtet/berechtigt/in der Lage, … zu V' into the modal", () => {
    // Was "Dann ist das Amt verpflichtet, die Eltern anzuhören.".
    expect(leicht("Liegt der Nachweis nicht vor, ist das Amt verpflichtet, die Eltern anzuhören.")).toBe(
      "Vielleicht liegt der Nachweis nicht vor.\nDann muss das Amt die Eltern anhören.",
    );
    expect(leicht("Die Eltern sind berechtigt, eine Kopie zu verlangen.")).toBe(
      "Die Eltern dürfen eine Kopie verlangen.",
    );
    expect(leicht("Das Amt ist nicht verpflichtet, die Kosten zu übernehmen.")).toBe(
      "Das Amt muss die Kosten nicht übernehmen.",
    );
  });

  it("also after a prepositional phrase ('Bei Glätte sind die Eigentümer verpflichtet, …')", () => {
    // Was left whole.
    expect(
      leicht(
        "Bei Glätte sind die Eigentümer verpflichtet, die Gehwege vor ihrem Grundstück zu räumen und zu streuen.",
      ),
    ).toBe("Bei Glätte müssen die Eigentümer die Gehwege vor ihrem Grundstück räumen und streuen.");
    expect(leicht("Nach der Satzung ist der Verein berechtigt, Beiträge zu erheben.")).toBe(
      "Nach der Satzung darf der Verein Beiträge erheben.",
    );
    // Not with a verb inside the phrase, nor when the subject does not agree.
    expect(leicht("Nach der Satzung ist die Eltern verpflichtet, Beiträge zu zahlen.")).toContain(
      "verpflichtet",
    );
  });

  it("not when the subject does not agree or the phrase takes 'haben'", () => {
    expect(leicht("Die Eltern ist verpflichtet, eine Kopie zu verlangen.")).toContain("verpflichtet");
    expect(leicht("Das Amt hat die Pflicht, die Eltern anzuhören.")).toContain("Pflicht");
  });
});

describe("toBeTakenFrom", () => {
  const rewrite = (sentence: string) => render(toBeTakenFrom(clauseTokens(sentence)), ".");

  it("says where a detail is written instead of 'ist dem … zu entnehmen'", () => {
    expect(rewrite("Die Einzelheiten sind dem beigefügten Berechnungsbogen zu entnehmen.")).toBe(
      "Die Einzelheiten stehen im beigefügten Berechnungsbogen.",
    );
    expect(rewrite("Die Frist ist der Anlage zu entnehmen.")).toBe("Die Frist steht in der Anlage.");
    expect(rewrite("Weitere Informationen sind unserem Merkblatt zu entnehmen.")).toBe(
      "Weitere Informationen stehen in unserem Merkblatt.",
    );
    expect(rewrite("Die Höhe von der Leistung ist dem Bescheid zu entnehmen.")).toBe(
      "Die Höhe von der Leistung steht im Bescheid.",
    );
  });

  it("does the same for 'entnehmen Sie (bitte)' and 'können Sie … entnehmen'", () => {
    expect(rewrite("Die Berechnung entnehmen Sie bitte der Anlage.")).toBe(
      "Die Berechnung steht in der Anlage.",
    );
    expect(rewrite("Weitere Informationen können Sie dem Merkblatt entnehmen.")).toBe(
      "Weitere Informationen stehen im Merkblatt.",
    );
    expect(rewrite("Weitere Hinweise entnehmen Sie bitte dem beiliegenden Merkblatt.")).toBe(
      "Weitere Hinweise stehen im beiliegenden Merkblatt.",
    );
    expect(
      toBeTakenFrom(clauseTokens("Weitere Informationen entnehmen Sie bitte unserer Internetseite.")),
    ).toBeUndefined();
    // A masculine object would need the nominative; a form is no information one reads.
    expect(toBeTakenFrom(clauseTokens("Den Betrag können Sie der Rechnung entnehmen."))).toBeUndefined();
    expect(toBeTakenFrom(clauseTokens("Das Formular entnehmen Sie bitte der Anlage."))).toBeUndefined();
  });

  it("leaves things taken from other places and other verbs", () => {
    expect(toBeTakenFrom(clauseTokens("Das Wasser ist dem Brunnen zu entnehmen."))).toBeUndefined();
    expect(toBeTakenFrom(clauseTokens("Die Frist ist der Anlage zu beachten."))).toBeUndefined();
    expect(toBeTakenFrom(clauseTokens("Die Frist ist nach der Anlage zu entnehmen."))).toBeUndefined();
  });
});

describe("chanceToModal", () => {
  it("turns 'Ich gebe Ihnen (hiermit) Gelegenheit, … zu V' into 'Sie können … V'", () => {
    expect(letter("Zuerst gebe ich Ihnen Gelegenheit, sich zu den Tatsachen zu äußern.")).toBe(
      "Zuerst können Sie sich zu den Tatsachen äußern.",
    );
    expect(letter("Wir geben Ihnen hiermit die Gelegenheit, bis zum 3. Mai Stellung zu nehmen.")).toBe(
      "Sie können bis zum 3. Mai Stellung nehmen.",
    );
  });

  it("leaves giving a thing and a chance without an infinitive", () => {
    expect(letter("Ich gebe Ihnen das Formular zurück.")).toBe("Ich gebe Ihnen das Formular zurück.");
    expect(letter("Wir geben Ihnen Gelegenheit zur Stellungnahme.")).toBe(
      "Wir geben Ihnen Gelegenheit zur Stellungnahme.",
    );
  });
});

describe("freeToModal and the chance to act", () => {
  it("turns 'Es steht Ihnen frei, … zu V' into 'Sie können … V'", () => {
    expect(letter("Es steht Ihnen frei, sich zur Sache zu äußern oder keine Angaben zu machen.")).toBe(
      "Sie können sich zur Sache äußern oder keine Angaben machen.",
    );
    expect(letter("Dann steht es Ihnen frei, Widerspruch einzulegen.")).toBe(
      "Dann können Sie Widerspruch einlegen.",
    );
    // A choice that includes "nicht" stays ("Sie können nicht aussagen" would read as "unable").
    expect(letter("Es steht Ihnen frei, sich zu äußern oder nicht auszusagen.")).toContain("frei");
    // Others ("ihnen") and a phrase without an infinitive stay.
    expect(leicht("Es steht ihnen frei, zu gehen.")).toBe("Es steht ihnen frei, zu gehen.");
  });

  it("turns 'Gelegenheit erhalten/bekommen/haben, … zu V' into 'können'", () => {
    expect(letter("Sie erhalten hiermit Gelegenheit, sich zu dem Vorwurf zu äußern.")).toBe(
      "Sie können sich zu dem Vorwurf äußern.",
    );
    expect(letter("Zunächst erhalten Sie Gelegenheit, sich zu dem Vorwurf zu äußern.")).toBe(
      "Zunächst können Sie sich zu dem Vorwurf äußern.",
    );
    expect(letter("Sie haben Gelegenheit, die Akten einzusehen.")).toBe("Sie können die Akten einsehen.");
    expect(letter("Sie erhalten die Möglichkeit, bis zum 3. Mai Stellung zu nehmen.")).toBe(
      "Sie können bis zum 3. Mai Stellung nehmen.",
    );
    // Without a zu-infinitive the chance stays a thing one gets.
    expect(letter("Sie erhalten Gelegenheit zur Stellungnahme.")).toBe(
      "Sie bekommen Gelegenheit zur Stellungnahme.",
    );
  });
});

describe("impersonalToModal for an intention", () => {
  it("makes the writer of a letter the one who intends, and 'man' elsewhere", () => {
    expect(letter("Es ist beabsichtigt, die Bewilligungsentscheidung teilweise aufzuheben.")).toBe(
      "Wir wollen die Bewilligungs·entscheidung teilweise aufheben.",
    );
    expect(leicht("Es ist geplant, eine neue Schule zu bauen.")).toBe("Man will eine neue Schule bauen.");
  });
});

describe("phraseToModal after a prepositional phrase", () => {
  it("keeps the phrase first and turns the set phrase into a modal", () => {
    expect(
      letter("Nach unseren Unterlagen sind Sie verpflichtet, für das Jahr 2025 eine Erklärung abzugeben."),
    ).toBe("Nach unseren Unterlagen müssen Sie für das Jahr 2025 eine Erklärung abgeben.");
    expect(letter("In diesem Fall haben Sie das Recht, Widerspruch einzulegen.")).toBe(
      "In diesem Fall dürfen Sie Widerspruch einlegen.",
    );
  });

  it("leaves a phrase with a verb or a comma before the set phrase", () => {
    expect(letter("Nach dem, was wir wissen, sind Sie verpflichtet, zu zahlen.")).not.toContain(
      "müssen Sie zahlen",
    );
  });
});

describe("phraseToModal in the past and for intentions", () => {
  it("turns 'waren verpflichtet' / 'hatten die Möglichkeit' into mussten / konnten", () => {
    expect(letter("Sie waren verpflichtet, uns die Änderung mitzuteilen.")).toBe(
      "Sie mussten uns die Änderung mitteilen.",
    );
    expect(letter("Sie hatten die Möglichkeit, Widerspruch einzulegen.")).toBe(
      "Sie konnten Widerspruch einlegen.",
    );
    expect(letter("Das Jobcenter war verpflichtet, Sie anzuhören.")).toBe(
      "Das Jobcenter musste Sie anhören.",
    );
  });

  it("keeps 'nicht' before an object whose phrase may belong to its noun", () => {
    expect(letter("Sie sind nicht verpflichtet, die Kosten für den Umzug zu zahlen.")).toBe(
      "Sie müssen nicht die Kosten für den Umzug zahlen.",
    );
    expect(letter("Wir sind nicht berechtigt, die Daten von Ihrem Arzt weiterzugeben.")).toBe(
      "Wir dürfen nicht die Daten von Ihrem Arzt weitergeben.",
    );
  });

  it("turns a duty not to do something into 'dürfen … nicht' and leaves a chance not to", () => {
    expect(letter("Sie waren verpflichtet, uns nicht zu stören.")).toBe("Sie durften uns nicht stören.");
    expect(letter("Sie sind verpflichtet, keine Tiere zu halten.")).toBe("Sie dürfen keine Tiere halten.");
    expect(letter("Sie hatten die Möglichkeit, nicht auszusagen.")).not.toContain("konnten");
  });

  it("puts the polite 'Sie' as an object before 'nicht', never 'nicht Sie'", () => {
    // Was left whole ("its place is unsure"): an unstressed pronoun object comes before "nicht".
    expect(letter("Wir waren nicht verpflichtet, Sie zu informieren.")).toBe(
      "Wir mussten Sie nicht informieren.",
    );
    expect(letter("Wir sind nicht verpflichtet, Sie zu informieren.")).not.toContain("nicht Sie");
  });

  it("turns 'beabsichtigen' / 'planen' / 'vorhaben, … zu V' into 'wollen'", () => {
    expect(letter("Wir beabsichtigen, die Bewilligung aufzuheben und die Leistungen zurückzufordern.")).toBe(
      "Wir wollen die Bewilligung aufheben und die Leistungen zurückfordern.",
    );
    expect(letter("Wir haben vor, die Straße im Mai zu sperren.")).toBe(
      "Wir wollen die Straße im Mai sperren.",
    );
    expect(leicht("Er plant einen Urlaub.")).toBe("Er plant einen Urlaub.");
    expect(leicht("Wir haben vor dem Haus gewartet.")).toBe("Wir haben vor dem Haus gewartet.");
  });
});
