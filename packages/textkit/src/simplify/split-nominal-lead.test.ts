import { describe, expect, it } from "vitest";
import { simplifyText } from "./pipeline.ts";
import { confirmReceipt, splitNominalLead } from "./split-nominal-lead.ts";
import { clauseTokens } from "./test-helpers.ts";
import { renderTokens } from "./tokens.ts";

const lead = (sentence: string, context = { letter: true, leicht: true }): string[] | undefined =>
  splitNominalLead(
    { tokens: clauseTokens(sentence), end: "." },
    { formal: true, variant: 0, ...context },
  )?.map((clause) => renderTokens(clause.tokens) + clause.end);
const receipt = (sentence: string): string[] | undefined =>
  confirmReceipt({ tokens: clauseTokens(sentence), end: "." })?.map(
    (clause) => renderTokens(clause.tokens) + clause.end,
  );
const leicht = (text: string): string =>
  simplifyText(text, { level: "leicht", explanations: "none" }).simplified_text;

describe("splitNominalLead: the office's check before a main clause with 'wir'", () => {
  it("tells the check in the perfect when the main clause tells the past or a decision", () => {
    expect(
      lead(
        "Im Rahmen der Überprüfung Ihres Weiterbewilligungsantrags vom 12. Februar 2026 haben wir festgestellt",
      ),
    ).toEqual([
      "Wir haben Ihren Weiterbewilligungsantrag vom 12. Februar 2026 überprüft.",
      "Dabei haben wir festgestellt.",
    ]);
    expect(lead("Nach Prüfung Ihres Widerspruchs weisen wir diesen als unbegründet zurück")).toEqual([
      "Wir haben Ihren Widerspruch geprüft.",
      "Danach weisen wir diesen als unbegründet zurück.",
    ]);
    expect(
      lead("Nach Auswertung des Gutachtens des Medizinischen Dienstes müssen wir Ihnen leider mitteilen"),
    ).toEqual([
      "Wir haben das Gutachten des Medizinischen Dienstes ausgewertet.",
      "Danach müssen wir Ihnen leider mitteilen.",
    ]);
    expect(lead("Nach eingehender Prüfung Ihres Antrags haben wir entschieden")).toEqual([
      "Wir haben Ihren Antrag genau geprüft.",
      "Danach haben wir entschieden.",
    ]);
    // A result with "leider" or a negation, a change of the benefit: the check is done.
    expect(
      lead("Nach eingehender Prüfung Ihrer Unterlagen können wir Ihrem Widerspruch leider nicht abhelfen"),
    ).toEqual([
      "Wir haben Ihre Unterlagen genau geprüft.",
      "Danach können wir Ihrem Widerspruch leider nicht abhelfen.",
    ]);
    expect(lead("Nach Prüfung Ihres Widerspruchs können wir den Bescheid nicht ändern")?.[0]).toBe(
      "Wir haben Ihren Widerspruch geprüft.",
    );
    expect(lead("Nach Prüfung Ihrer Angaben erhöhen wir Ihr Wohngeld ab dem 1. Juli 2026")?.[0]).toBe(
      "Wir haben Ihre Angaben geprüft.",
    );
  });

  it("tells it in the present before a main clause in the future, even of a decision", () => {
    expect(lead("Nach Prüfung Ihres Antrags werden wir über die Höhe der Leistung entscheiden")).toEqual([
      "Wir prüfen Ihren Antrag.",
      "Danach werden wir über die Höhe der Leistung entscheiden.",
    ]);
  });

  it("tells it in the present when the main clause may tell what comes after", () => {
    expect(lead("Nach Prüfung Ihrer Unterlagen melden wir uns bei Ihnen")).toEqual([
      "Wir prüfen Ihre Unterlagen.",
      "Danach melden wir uns bei Ihnen.",
    ]);
    expect(lead("Bei der Bearbeitung Ihres Antrags berücksichtigen wir auch Ihr Vermögen")).toEqual([
      "Wir bearbeiten Ihren Antrag.",
      "Dabei berücksichtigen wir auch Ihr Vermögen.",
    ]);
  });

  it("leaves the lead when someone else may be the actor or the object is unsure", () => {
    // The reader as subject: who checks is not said.
    expect(lead("Nach Prüfung Ihres Antrags erhalten Sie einen Bescheid")).toBeUndefined();
    // "Dabei wurde festgestellt" would turn into "Dabei hat man festgestellt".
    expect(lead("Bei der Prüfung Ihres Antrags wurde festgestellt")).toBeUndefined();
    expect(lead("Im Rahmen der Überprüfung Ihrer Steuererklärung ist uns aufgefallen")).toBeUndefined();
    // No object ("Nach der Prüfung erhalten Sie …"), a coordination, a noun not on the list.
    expect(lead("Nach der Prüfung melden wir uns bei Ihnen")).toBeUndefined();
    expect(lead("Nach Prüfung der Sach- und Rechtslage weisen wir Ihren Widerspruch zurück")).toBeUndefined();
    expect(lead("Im Rahmen der Beratung sprechen wir über Ihre Ziele")).toBeUndefined();
    expect(lead("Nach Ablauf der Frist können wir den Antrag nicht mehr bearbeiten")).toBeUndefined();
    expect(lead("Mit Bewilligung der Leistung geht der Anspruch auf das Land über")).toBeUndefined();
  });
});

describe("splitNominalLead: a purpose 'Zur Festsetzung …'", () => {
  it("becomes what the office wants to do, then 'Dafür'", () => {
    expect(
      lead(
        "Zur Festsetzung des Beitrags reichen Sie bitte die beigefügte Einkommenserklärung bis zum 31. Juli 2025 ein",
      ),
    ).toEqual([
      "Wir wollen den Beitrag festsetzen.",
      "Dafür reichen Sie bitte die beigefügte Einkommenserklärung bis zum 31. Juli 2025 ein.",
    ]);
    expect(lead("Zur Berechnung Ihres Elterngeldes benötigen wir Ihre Gehaltsnachweise")).toEqual([
      "Wir wollen Ihr Elterngeld berechnen.",
      "Dafür benötigen wir Ihre Gehaltsnachweise.",
    ]);
    expect(lead("Zur Prüfung Ihres Anspruchs auf Kinderzuschlag füllen Sie bitte das Formular aus")).toEqual([
      "Wir wollen Ihren Anspruch auf Kinderzuschlag prüfen.",
      "Dafür füllen Sie bitte das Formular aus.",
    ]);
  });

  it("stays when another office acts, outside letters with 'Sie', and for set phrases", () => {
    expect(
      lead("Zur Festsetzung der Grundsteuer hat das Finanzamt den Messbetrag ermittelt"),
    ).toBeUndefined();
    // On a web page the reader may calculate ("Zur Berechnung Ihres Nettolohns geben Sie … ein").
    expect(
      lead("Zur Berechnung Ihres Nettolohns geben Sie Ihr Bruttogehalt ein", { letter: false, leicht: true }),
    ).toBeUndefined();
    expect(lead("Zur Zeit ist unser Büro geschlossen")).toBeUndefined();
    expect(lead("Zur Prüfung benötigen wir Ihre Unterlagen")).toBeUndefined();
  });
});

describe("splitNominalLead: a condition 'Bei Bezug von …' (Leichte Sprache)", () => {
  it("becomes 'Vielleicht bekommen Sie …' + 'Dann …' for benefits", () => {
    expect(lead("Bei Bezug von Pflegegeld ist halbjährlich ein Beratungsbesuch abzurufen")).toEqual([
      "Vielleicht bekommen Sie Pflegegeld.",
      "Dann ist halbjährlich ein Beratungsbesuch abzurufen.",
    ]);
    expect(lead("Bei Bezug einer Rente müssen Sie uns das mitteilen")).toEqual([
      "Vielleicht bekommen Sie eine Rente.",
      "Dann müssen Sie uns das mitteilen.",
    ]);
  });

  it("stays for other things received, places, and in Einfache Sprache", () => {
    expect(lead("Bei Bezug der Wohnung erhalten Sie die Schlüssel")).toBeUndefined();
    expect(lead("Bei Erhalt dieses Schreibens melden Sie sich bitte bei uns")).toBeUndefined();
    expect(lead("Bei der Stadt Köln können Sie einen Antrag stellen")).toBeUndefined();
    expect(lead("Bei uns bekommen Sie Hilfe")).toBeUndefined();
    expect(
      lead("Bei Bezug von Bürgergeld müssen Sie jede Änderung melden", { letter: true, leicht: false }),
    ).toBeUndefined();
  });
});

describe("confirmReceipt", () => {
  it("says the office has the paper", () => {
    expect(
      receipt("Wir bestätigen den Eingang Ihres Antrags auf Leistungen der Eingliederungshilfe"),
    ).toEqual(["Wir haben Ihren Antrag auf Leistungen der Eingliederungshilfe bekommen."]);
    expect(receipt("Hiermit bestätigen wir den Eingang Ihrer Kündigung vom 2. März 2026")).toEqual([
      "Wir haben Ihre Kündigung vom 2. März 2026 bekommen.",
    ]);
    expect(receipt("Wir bestätigen Ihnen hiermit den Eingang Ihres Widerspruchs")).toEqual([
      "Wir haben Ihren Widerspruch bekommen.",
    ]);
  });

  it("stays when more follows the paper", () => {
    expect(receipt("Wir bestätigen den Eingang Ihrer Unterlagen und prüfen sie jetzt")).toBeUndefined();
    expect(receipt("Wir bestätigen den Eingang der Zahlung am 3. Mai")).toBeUndefined();
    expect(receipt("Wir bestätigen Ihren Termin am 3. Mai")).toBeUndefined();
  });
});

describe("nominal leads in a letter (Leichte Sprache)", () => {
  it("splits the lead and keeps the rest of the pipeline", () => {
    expect(
      leicht(
        "Sehr geehrte Frau Kaya,\n\nnach Auswertung des Gutachtens des Medizinischen Dienstes müssen wir Ihnen leider mitteilen, dass die Kosten nicht übernommen werden können.",
      ),
    ).toContain(
      "Wir haben das Gutachten vom Medizinischen Dienst ausgewertet.\nDanach müssen wir Ihnen leider mitteilen:",
    );
    expect(
      leicht(
        "Sehr geehrte Frau Kaya,\n\nzur Berechnung Ihres Elterngeldes benötigen wir Ihre Gehaltsnachweise.",
      ),
    ).toContain("Wir wollen Ihr Eltern·geld berechnen.\nDafür brauchen wir Ihre Gehalts·nachweise.");
    expect(leicht("Sehr geehrte Frau Kaya,\n\nbei Fragen rufen Sie uns an.")).toContain(
      "Haben Sie Fragen?\nDann rufen Sie uns an.",
    );
  });
});
