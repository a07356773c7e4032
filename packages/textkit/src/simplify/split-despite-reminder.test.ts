import { describe, expect, it } from "vitest";
import { letterBody } from "./test-letter.ts";

const leicht = (body: string) => letterBody(body);

describe("splitDespiteReminder", () => {
  it("says our dated reminders first and then what is still open", () => {
    expect(
      leicht(
        "Trotz unserer Zahlungserinnerung vom 12. Januar 2026 und unserer Mahnung vom 2. Februar 2026 ist auf Ihrem oben genannten Vertragskonto ein Zahlungsrückstand von 427,80 Euro noch immer offen.",
      ),
    ).toBe(
      "Wir haben Sie am 12. Januar 2026 an die Zahlung erinnert.\nAm 2. Februar 2026 haben wir Sie gemahnt.\nTrotzdem ist auf Ihrem oben genannten Vertrags·konto ein Zahlungs·rückstand von 427,80 Euro noch immer offen.",
    );
    expect(
      leicht(
        "Trotz unserer Mahnung vom 12. Januar 2026 haben Sie die folgenden Forderungen bis heute nicht beglichen.",
      ),
    ).toBe(
      "Wir haben Sie am 12. Januar 2026 gemahnt.\nTrotzdem haben Sie die folgenden Forderungen bis heute nicht beglichen.",
    );
  });

  it("keeps a closing colon on the last sentence", () => {
    expect(
      leicht(
        "Trotz unserer Mahnung vom 12. Januar 2026 haben Sie die folgenden Forderungen bis heute nicht beglichen:\n\n- Hundesteuer 2025: 120,00 Euro",
      ).split("\n")[1],
    ).toBe("Trotzdem haben Sie die folgenden Forderungen bis heute nicht beglichen:");
  });

  it("leaves reminders without a date, not our own or not named alone", () => {
    expect(
      leicht(
        "Trotz unserer Mahnung haben Sie die folgenden Forderungen aus dem Jahr 2025 bis heute nicht beglichen.",
      ),
    ).toBe(
      "Trotz unserer Mahnung haben Sie die folgenden Forderungen aus dem Jahr 2025 bis heute nicht beglichen.",
    );
    expect(
      leicht(
        "Trotz unserer Mahnung vom 12. Januar 2026 und zweier Anrufe haben Sie die Forderungen bis heute nicht beglichen.",
      ),
    ).toMatch(/^Trotz unserer Mahnung vom 12\. Januar 2026 und /);
  });
});
