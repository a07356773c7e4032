// The letter's request "Wir bitten Sie, … zu V" as a polite imperative "Bitte V Sie …".
import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { politeRequest } from "./polite-request.ts";
import { splitSentence } from "./split-clauses.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const request = (clause: string): string | undefined => {
  const tokens = politeRequest(clauseTokens(clause, true));
  return tokens === undefined ? undefined : renderTokens(tokens);
};
const splitClauses = (sentence: string, formal = true): string[] =>
  splitSentence({ tokens: clauseTokens(sentence, formal), end: "." }, { formal, variant: 0 }).map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );
const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("politeRequest", () => {
  it("puts the verb first after 'Bitte', a separable verb's particle last", () => {
    expect(request("Wir bitten Sie, uns den Zählerstand bis zum 10. Februar mitzuteilen")).toBe(
      "Bitte teilen Sie uns den Zählerstand bis zum 10. Februar mit",
    );
    expect(request("Wir bitten Sie, die Unterlagen einzureichen")).toBe(
      "Bitte reichen Sie die Unterlagen ein",
    );
    expect(request("Ich bitte Sie, mich morgen anzurufen")).toBe("Bitte rufen Sie mich morgen an");
  });

  it("reads 'Wir/Ich möchte(n) Sie bitten, …' like 'Wir bitten Sie, …'", () => {
    expect(request("Wir möchten Sie bitten, uns die Unterlagen bis Freitag zu schicken")).toBe(
      "Bitte schicken Sie uns die Unterlagen bis Freitag",
    );
    expect(request("Ich möchte Sie bitten, die Unterlagen einzureichen")).toBe(
      "Bitte reichen Sie die Unterlagen ein",
    );
    // "sie" asks others, "sein" stays as it is.
    expect(request("Ich möchte sie bitten, mir zu helfen")).toBeUndefined();
    expect(request("Wir möchten Sie bitten, pünktlich zu sein")).toBeUndefined();
  });

  it("keeps a reflexive pronoun right after 'Sie' and an inseparable verb whole", () => {
    expect(request("Wir bitten Sie, sich bis zum 5. Mai bei uns zu melden")).toBe(
      "Bitte melden Sie sich bis zum 5. Mai bei uns",
    );
    expect(request("Wir bitten Sie, den Vertrag zu unterschreiben")).toBe(
      "Bitte unterschreiben Sie den Vertrag",
    );
    expect(request("Wir bitten Sie, uns Kontoauszüge und Lohnabrechnungen zu schicken")).toBe(
      "Bitte schicken Sie uns Kontoauszüge und Lohnabrechnungen",
    );
  });

  it("puts back a fronted phrase of the infinitive ('Von Nachfragen … bitten wir abzusehen')", () => {
    expect(request("Von Nachfragen zum Bearbeitungsstand bitten wir abzusehen")).toBe(
      "Bitte sehen Sie von Nachfragen zum Bearbeitungsstand ab",
    );
    expect(request("Von telefonischen Rückfragen bitten wir Sie abzusehen")).toBe(
      "Bitte sehen Sie von telefonischen Rückfragen ab",
    );
    // No zu-infinitive, or a time phrase of "bitten": left.
    expect(request("Um Verständnis bitten wir")).toBeUndefined();
    expect(request("Von Montag an bitten wir Sie")).toBeUndefined();
  });

  it("takes a fronted prepositional phrase along after the verb's pronouns", () => {
    expect(
      request(
        "Für den Abschluss des Vertrages bitten wir Sie, sich bis zum 15. Mai mit der Kita-Leitung in Verbindung zu setzen",
      ),
    ).toBe(
      "Bitte setzen Sie sich für den Abschluss des Vertrages bis zum 15. Mai mit der Kita-Leitung in Verbindung",
    );
    expect(request("Zur Bearbeitung Ihres Antrags bitten wir Sie, uns die Unterlagen zuzusenden")).toBe(
      "Bitte senden Sie uns zur Bearbeitung Ihres Antrags die Unterlagen zu",
    );
    expect(request("Deshalb bitten wir Sie, uns die Unterlagen zuzusenden")).toBe(
      "Bitte senden Sie uns deshalb die Unterlagen zu",
    );
    // The adverb may follow "Sie" too.
    expect(request("Wir bitten Sie daher, uns den Vordruck bis zum 3. Mai zurückzusenden")).toBe(
      "Bitte senden Sie uns daher den Vordruck bis zum 3. Mai zurück",
    );
    expect(request("Es wird daher empfohlen, den Antrag möglichst früh zu stellen")).toBe(
      "Am besten stellen Sie daher den Antrag möglichst früh",
    );
    expect(request("Wir empfehlen Ihnen deshalb, einen Termin zu vereinbaren")).toBe(
      "Am besten vereinbaren Sie deshalb einen Termin",
    );
    expect(request("Es wird nicht empfohlen, den Antrag früh zu stellen")).toBeUndefined();
    expect(request("Wir bitten Sie deshalb, die fehlenden Unterlagen einzureichen")).toBe(
      "Bitte reichen Sie deshalb die fehlenden Unterlagen ein",
    );
    expect(request("Wir bitten Sie auch, pünktlich zu sein")).toBeUndefined();
    expect(request("Wir bitten Sie daher um Geduld, weil es dauert")).toBeUndefined();
    // Not after a noun phrase or with a dass clause.
    expect(request("Die Unterlagen bitten wir Sie, uns zuzusenden")).toBeUndefined();
    expect(request("Für Fragen bitten wir Sie, dass Sie uns anrufen")).toBeUndefined();
  });

  it("leaves other requests whole", () => {
    // Two infinitives, "sein", a second clause, a request to us, no infinitive at all.
    expect(request("Wir bitten Sie, die Unterlagen zu prüfen und zu unterschreiben")).toBeUndefined();
    expect(request("Wir bitten Sie, pünktlich zu sein")).toBeUndefined();
    expect(request("Wir bitten Sie, das Formular auszufüllen, damit wir helfen können")).toBeUndefined();
    expect(request("Wir bitten Sie, ohne Termin zu kommen, wenn es dringend ist")).toBeUndefined();
    expect(request("Sie bitten uns, den Antrag zu prüfen")).toBeUndefined();
    expect(request("Wir bitten Sie um Geduld")).toBeUndefined();
    expect(request("Wir bitte Sie, uns anzurufen")).toBeUndefined();
    expect(request("Wir bitten Sie, dass Sie uns anrufen")).toBeUndefined();
  });
});

describe("requestPerInfinitive: one request per zu-infinitive", () => {
  it("makes two requests of two infinitives joined by 'und'", () => {
    // Was left as "Wir bitten Sie, sich … zu versorgen und die Wasserhähne … geschlossen zu halten."
    expect(
      leicht(
        "Wir bitten Sie, sich rechtzeitig mit einem ausreichenden Vorrat an Trinkwasser zu versorgen und die Wasserhähne in Ihrer Wohnung geschlossen zu halten.",
      ),
    ).toBe(
      "Bitte versorgen Sie sich rechtzeitig mit einem ausreichenden Vorrat an Trink·wasser.\nBitte halten Sie die Wasser·hähne in Ihrer Wohnung geschlossen.",
    );
    expect(leicht("Wir bitten Sie, uns anzurufen und die Unterlagen mitzubringen.")).toBe(
      "Bitte rufen Sie uns an.\nBitte bringen Sie die Unterlagen mit.",
    );
  });

  it("gives the second request the shared object back as a pronoun", () => {
    // Was "Bitte senden Sie an die Dienst·stelle zurück." (the object lost).
    expect(leicht("Wir bitten Sie, den Fragebogen auszufüllen und an die Dienststelle zurückzusenden.")).toBe(
      "Bitte füllen Sie den Frage·bogen aus.\nBitte senden Sie ihn an die Dienst·stelle zurück.",
    );
    expect(leicht("Wir bitten Sie, das Formular auszufüllen und zu unterschreiben.")).toBe(
      "Bitte füllen Sie das Formular aus.\nBitte unterschreiben Sie es.",
    );
    // Plural "sie" stands right after "Sie", before the adverb taken from the head.
    expect(leicht("Deshalb bitten wir Sie, die Unterlagen zu prüfen und bis Freitag einzureichen.")).toBe(
      "Bitte prüfen Sie deshalb die Unterlagen.\nBitte reichen Sie sie deshalb bis Freitag ein.",
    );
    // A dative phrase is no object of its own: "ihn Ihrem Arbeitgeber".
    expect(leicht("Wir bitten Sie, den Antrag auszufüllen und Ihrem Arbeitgeber vorzulegen.")).toBe(
      "Bitte füllen Sie den Antrag aus.\nBitte legen Sie ihn Ihrem Arbeitgeber vor.",
    );
    // Before a dative pronoun: "es uns".
    expect(leicht("Wir bitten Sie, das Formular auszufüllen und uns zuzusenden.")).toBe(
      "Bitte füllen Sie das Formular aus.\nBitte senden Sie es uns zu.",
    );
    expect(
      leicht(
        "Um das Verfahren zu beschleunigen, bitten wir Sie, den beigefügten Zeugenfragebogen vollständig auszufüllen und bis zum 5. November 2025 an die unten angegebene Dienststelle zurückzusenden.",
      ),
    ).toContain("Bitte senden Sie ihn dafür an die unten angegebene Dienst·stelle zurück.");
  });

  it("adds no pronoun where the second verb needs none or has an object of its own", () => {
    expect(leicht("Wir bitten Sie, den Antrag auszufüllen und pünktlich zu erscheinen.")).toBe(
      "Bitte füllen Sie den Antrag aus.\nBitte erscheinen Sie pünktlich.",
    );
    expect(leicht("Wir bitten Sie, das Formular auszufüllen und uns eine Kopie zu schicken.")).toBe(
      "Bitte füllen Sie das Formular aus.\nBitte schicken Sie uns eine Kopie.",
    );
    // A second object of its own, also a pronoun ("sie bis Freitag einzureichen"): none added.
    expect(leicht("Wir bitten Sie, die Unterlagen zu prüfen und sie bis Freitag einzureichen.")).toBe(
      "Bitte prüfen Sie die Unterlagen.\nBitte reichen Sie sie bis Freitag ein.",
    );
    // The first request has no plain object to share.
    expect(leicht("Wir bitten Sie, zum Termin zu kommen und die Unterlagen mitzubringen.")).toBe(
      "Bitte kommen Sie zum Termin.\nBitte bringen Sie die Unterlagen mit.",
    );
  });

  it("leaves a choice with 'oder' and a request that does not turn polite", () => {
    const choice = "Wir bitten Sie, uns anzurufen oder uns zu schreiben.";
    expect(leicht(choice)).not.toContain("Bitte rufen Sie uns an.\n");
    // "sein" makes no polite request ("Seien Sie …" is left as it is).
    expect(leicht("Wir bitten Sie, pünktlich zu sein und den Ausweis mitzubringen.")).not.toContain(
      "Bitte bringen Sie den Ausweis mit.",
    );
  });

  it("keeps 'sonst' first in a request after a split", () => {
    // Was "Sonst bitten wir Sie, die Abholung durch Angehörige zu organisieren."
    expect(leicht("Sonst bitten wir Sie, die Abholung durch Angehörige zu organisieren.")).toBe(
      "Sonst organisieren Sie bitte die Abholung durch Angehörige.",
    );
    // Was "Sonst bitten wir Sie, …": "andernfalls" became "sonst" only after the request step.
    expect(leicht("Andernfalls bitten wir Sie, die Abholung durch Angehörige zu organisieren.")).toBe(
      "Sonst organisieren Sie bitte die Abholung durch Angehörige.",
    );
    expect(request("Ansonsten bitten wir Sie, uns anzurufen")).toBe("Ansonsten rufen Sie uns bitte an");
  });
});

describe("politeRequest: adverbs and the passive head", () => {
  it("drops 'hiermit' and keeps 'daher' after the pronouns", () => {
    expect(request("Wir bitten Sie hiermit, den Betrag bis zum 3. Mai zu überweisen")).toBe(
      "Bitte überweisen Sie den Betrag bis zum 3. Mai",
    );
    expect(request("Wir bitten Sie daher, uns die Unterlagen vorzulegen")).toBe(
      "Bitte legen Sie uns daher die Unterlagen vor",
    );
  });

  it("reads 'Sie werden (hiermit) gebeten' as the office's request", () => {
    expect(
      request("Sie werden hiermit gebeten, die Steuererklärung bis spätestens 15. Oktober 2025 einzureichen"),
    ).toBe("Bitte reichen Sie die Steuererklärung bis spätestens 15. Oktober 2025 ein");
    expect(request("Sie werden deshalb gebeten, sich bei uns zu melden")).toBe(
      "Bitte melden Sie sich deshalb bei uns",
    );
  });

  it("also with the adverb first ('Daher werden Sie gebeten, …'), per infinitive", () => {
    expect(request("Daher werden Sie gebeten, den Fragebogen auszufüllen")).toBe(
      "Bitte füllen Sie daher den Fragebogen aus",
    );
    expect(
      leicht(
        "Sehr geehrte Frau Müller,\nDaher werden Sie gebeten, den beigefügten Zeugenfragebogen vollständig auszufüllen und an die unten angegebene Dienststelle zurückzusenden.",
      ),
    ).toBe(
      "Sehr geehrte Frau Müller,\nBitte füllen Sie daher den beigefügten Zeugen·fragebogen vollständig aus.\nBitte senden Sie ihn daher an die unten angegebene Dienst·stelle zurück.",
    );
  });

  it("does not fire on other words, other subjects or without the polite Sie", () => {
    // A time adverb first is no reason to move: "Heute werden Sie gebeten, …" stays.
    expect(request("Heute werden Sie gebeten, den Fragebogen auszufüllen")).toBeUndefined();
    expect(
      politeRequest(clauseTokens("Daher werden sie gebeten, den Fragebogen auszufüllen", false), false),
    ).toBeUndefined();
    expect(request("Wir bitten Sie erneut, den Betrag zu überweisen")).toBeUndefined();
    expect(request("Die Eltern werden gebeten, die Kinder abzuholen")).toBeUndefined();
    expect(request("Sie werden hiermit informiert, dass der Termin ausfällt")).toBeUndefined();
    const tokens = politeRequest(
      clauseTokens("Sie werden hiermit gebeten, die Kinder abzuholen", false),
      false,
    );
    expect(tokens).toBeUndefined();
  });
});

describe("politeRequest: reminders", () => {
  it("turns '(Bitte) vergessen Sie nicht / Denken Sie daran, … zu V' into 'Bitte V Sie …'", () => {
    expect(request("Bitte vergessen Sie nicht, den Antrag zu unterschreiben")).toBe(
      "Bitte unterschreiben Sie den Antrag",
    );
    expect(request("Vergessen Sie nicht, Ihren Ausweis mitzubringen")).toBe(
      "Bitte bringen Sie Ihren Ausweis mit",
    );
    expect(request("Denken Sie bitte daran, uns die Unterlagen zu schicken")).toBe(
      "Bitte schicken Sie uns die Unterlagen",
    );
    expect(request("Denken Sie daran, nicht zu spät zu kommen")).toBe("Bitte kommen Sie nicht zu spät");
  });

  it("needs the polite imperative and a zu-infinitive", () => {
    expect(request("Sie vergessen nicht, den Antrag zu unterschreiben")).toBeUndefined();
    expect(request("Vergessen sie nicht, den Antrag zu unterschreiben")).toBeUndefined();
    expect(request("Vergessen Sie nicht, dass der Termin morgen ist")).toBeUndefined();
    expect(request("Vergessen Sie nicht, die Unterlagen zu prüfen und zu unterschreiben")).toBeUndefined();
  });
});

describe("politeRequest: recommendations", () => {
  it("turns 'Wir empfehlen Ihnen / Es empfiehlt sich, … zu V' into 'Am besten V Sie …'", () => {
    expect(request("Wir empfehlen Ihnen, die Unterlagen rechtzeitig einzureichen")).toBe(
      "Am besten reichen Sie die Unterlagen rechtzeitig ein",
    );
    expect(request("Es empfiehlt sich, den Antrag zwei Monate vorher zu stellen")).toBe(
      "Am besten stellen Sie den Antrag zwei Monate vorher",
    );
  });

  it("reads the impersonal passive of the recommendation and of the request the same way", () => {
    expect(request("Es wird empfohlen, den Termin rechtzeitig abzusagen")).toBe(
      "Am besten sagen Sie den Termin rechtzeitig ab",
    );
    expect(request("Ihnen wird empfohlen, sich rechtzeitig beraten zu lassen")).toBe(
      "Am besten lassen Sie sich rechtzeitig beraten",
    );
    expect(request("Es wird gebeten, die Unterlagen vollständig einzureichen")).toBe(
      "Bitte reichen Sie die Unterlagen vollständig ein",
    );
    expect(request("Wir bitten, die Unterlagen vollständig einzureichen")).toBe(
      "Bitte reichen Sie die Unterlagen vollständig ein",
    );
  });

  it("needs a text that addresses its reader with 'Sie'", () => {
    const tokens = clauseTokens("Es empfiehlt sich, früh zu kommen", false);
    expect(politeRequest(tokens, false)).toBeUndefined();
    expect(politeRequest(clauseTokens("Wir bitten, früh zu kommen", false), false)).toBeUndefined();
    expect(request("Die Kinder bitten, draußen spielen zu dürfen")).toBeUndefined();
  });
});

describe("in the pipeline", () => {
  it("turns the passive and the Konjunktiv forms of the request into 'Bitte …' too", () => {
    expect(leicht("Sie werden gebeten, die Unterlagen vorzulegen.")).toBe(
      "Bitte legen Sie die Unterlagen vor.",
    );
    expect(leicht("Wir würden Sie bitten, uns die Kontoauszüge zu schicken.")).toBe(
      "Bitte schicken Sie uns die Konto·auszüge.",
    );
  });

  it("keeps a purpose after the request as its own sentence", () => {
    expect(leicht("Wir bitten Sie, das Formular auszufüllen, damit wir helfen können.")).toBe(
      "Bitte füllen Sie das Formular aus.\nDann können wir helfen.",
    );
  });
});

describe("a request after a connector (the main clause of a split)", () => {
  it("'Dann bitten wir Sie, uns anzurufen' -> 'Dann rufen Sie uns bitte an'", () => {
    expect(request("Dann bitten wir Sie, uns anzurufen")).toBe("Dann rufen Sie uns bitte an");
    expect(leicht("Falls Sie Fragen haben, bitten wir Sie, uns anzurufen.")).toBe(
      "Vielleicht haben Sie Fragen.\nDann rufen Sie uns bitte an.",
    );
  });

  it("not with another word first or without 'Sie'", () => {
    expect(request("Heute bitten wir Sie, uns anzurufen")).toBeUndefined();
    expect(request("Dann bitten wir ihn, uns anzurufen")).toBeUndefined();
    expect(request("Andernfalls bitten wir ihn, uns anzurufen")).toBeUndefined();
  });
});

describe("subordinateInRequest: a clause between a request and its infinitive", () => {
  it("splits as with the clause after the infinitive", () => {
    expect(splitClauses("Wir bitten Sie, wenn sich Ihre Adresse ändert, uns dies mitzuteilen.")).toEqual(
      splitClauses("Wir bitten Sie, uns dies mitzuteilen, wenn sich Ihre Adresse ändert."),
    );
    expect(
      splitClauses("Wir bitten Sie, sobald die Unterlagen vorliegen, uns diese zu schicken."),
    ).toHaveLength(2);
    expect(splitClauses("Wir bitten Sie, da die Frist bald abläuft, den Betrag zu überweisen.")).toHaveLength(
      2,
    );
  });

  it("gives the polite request in the pipeline", () => {
    expect(leicht("Wir bitten Sie, wenn Sie Fragen haben, uns anzurufen.")).toBe(
      "Vielleicht haben Sie Fragen.\nDann rufen Sie uns bitte an.",
    );
    expect(
      leicht("Wir bitten Sie, da die Frist bald abläuft, den Betrag bis zum 30. Juni zu überweisen."),
    ).toBe("Die Frist läuft bald ab.\nBitte überweisen Sie deshalb den Betrag bis zum 30. Juni.");
  });

  it("a bevor clause: the reader's plan or the event first, then the request with 'vorher'", () => {
    // Was "Bitte informieren Sie uns." / "Danach ziehen Sie um." (told the reader to move).
    expect(leicht("Wir bitten Sie, bevor Sie umziehen, uns zu informieren.")).toBe(
      "Vielleicht wollen Sie umziehen.\nBitte informieren Sie uns vorher.",
    );
    expect(leicht("Wir bitten Sie, uns zu informieren, bevor Sie umziehen.")).toBe(
      "Vielleicht wollen Sie umziehen.\nBitte informieren Sie uns vorher.",
    );
    expect(leicht("Wir bitten Sie, bevor Sie eine Wohnung mieten, uns das Angebot zu zeigen.")).toBe(
      "Vielleicht wollen Sie eine Wohnung mieten.\nBitte zeigen Sie uns vorher das Angebot.",
    );
    expect(leicht("Wir bitten Sie, bevor die Frist abläuft, sich bei uns zu melden.")).toBe(
      "Die Frist läuft ab.\nBitte melden Sie sich vorher bei uns.",
    );
  });

  it("leaves a clause whose own verb takes the infinitive, and other heads, as they were", () => {
    for (const sentence of [
      // "umzuziehen" belongs to "vorhaben", not to the request.
      "Wir bitten Sie, falls Sie vorhaben, umzuziehen.",
      // The reader's own step would read as a first order ("Zuerst haben Sie die Unterlagen.").
      "Wir bitten Sie, sobald Sie die Unterlagen haben, uns diese zu schicken.",
      "Wir bitten Sie, nachdem Sie umgezogen sind, uns die neue Adresse zu nennen.",
      // "bevor Sie es abschicken" is no plan to name: "Danach schicken Sie es ab." would be an order.
      "Wir bitten Sie, bevor Sie es abschicken, uns anzurufen.",
      // No request: the infinitive may belong to the clause ("dass er versuchen wird, …").
      "Er hat gesagt, dass er versuchen wird, pünktlich zu kommen.",
    ])
      expect(splitClauses(sentence)).toEqual([sentence]);
  });
});
