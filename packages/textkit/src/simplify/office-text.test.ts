import { describe, expect, it } from "vitest";
import { fromOffice } from "./office-text.ts";

describe("fromOffice", () => {
  it("finds an office's letter", () => {
    expect(fromOffice("Sehr geehrte Frau Kaya,\n\nmit diesem Bescheid bewilligen wir Ihnen Wohngeld.")).toBe(
      true,
    );
    expect(
      fromOffice("Ihr Finanzamt Mitte\n\nSehr geehrter Herr Roth,\n\nbitte reichen Sie die Belege ein."),
    ).toBe(true);
    // A GmbH named in the text is a third party: the Jobcenter's letter about the reader's employer.
    expect(
      fromOffice(
        "Sehr geehrte Frau Lenz,\n\nSie arbeiten seit März bei der Nord Logistik GmbH. Deshalb heben wir den Bescheid auf.\n\nMit freundlichen Grüßen\nIhr Jobcenter",
      ),
    ).toBe(true);
  });

  it("finds no office in a bank's, an employer's, a school's or a clinic's letter", () => {
    expect(
      fromOffice("Wir berechnen eine Gebühr.\n\nMit freundlichen Grüßen\nIhre Sparkasse Nordstadt"),
    ).toBe(false);
    expect(
      fromOffice(
        "Ihr Antrag auf Urlaub wurde genehmigt.\n\nMit freundlichen Grüßen\nMüller Logistik GmbH, Personalabteilung",
      ),
    ).toBe(false);
    expect(
      fromOffice("Ihre Aufnahme in unserer Klinik ist geplant. Die Genehmigung der Krankenkasse liegt vor."),
    ).toBe(false);
    expect(fromOffice("Die Gebühr für den Kurs beträgt 89 Euro. Insgesamt sind es zehn Termine.")).toBe(
      false,
    );
    // "Bescheid geben" is no office's act.
    expect(fromOffice("Bitte geben Sie uns Bescheid, wenn Sie nicht kommen.")).toBe(false);
  });
});
