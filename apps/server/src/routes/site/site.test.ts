import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app.ts";
import { databaseTargets } from "../../testing/databases.ts";

const [pglite] = databaseTargets();

describe("GET /api/v1/site", () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it("answers null for every operator detail that is not configured", async () => {
    if (!pglite) throw new Error("no database target");
    test = await createTestApp(pglite);
    const response = await test.app.inject({ method: "GET", url: "/api/v1/site" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      operator: {
        name: null,
        address: null,
        email: null,
        phone: null,
        register: null,
        vatId: null,
        representative: null,
      },
    });
  });

  it("answers the configured details, with \\n in the address as a line break", async () => {
    if (!pglite) throw new Error("no database target");
    test = await createTestApp(pglite, {
      OPERATOR_NAME: "Leicht GmbH",
      OPERATOR_ADDRESS: "Musterstraße 1\\n10115 Berlin",
      OPERATOR_EMAIL: "kontakt@leicht.example",
      OPERATOR_PHONE: "+49 30 1234567",
      OPERATOR_REGISTER: "Amtsgericht Charlottenburg, HRB 123456 B",
      OPERATOR_VAT_ID: "DE123456789",
      OPERATOR_REPRESENTATIVE: "Mara Hoffmann, Jonas Keller",
    });
    const response = await test.app.inject({ method: "GET", url: "/api/v1/site" });
    expect(response.statusCode).toBe(200);
    expect(response.json().operator).toEqual({
      name: "Leicht GmbH",
      address: "Musterstraße 1\n10115 Berlin",
      email: "kontakt@leicht.example",
      phone: "+49 30 1234567",
      register: "Amtsgericht Charlottenburg, HRB 123456 B",
      vatId: "DE123456789",
      representative: "Mara Hoffmann, Jonas Keller",
    });
  });
});
