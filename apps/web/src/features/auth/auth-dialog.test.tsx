import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithShell } from "../../testing/render.tsx";
import { AuthDialog } from "./auth-dialog.tsx";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderDialog(initialTab: "login" | "register" = "login") {
  const handlers = {
    onClose: vi.fn(),
    onLoggedIn: vi.fn(),
    onEmailNotConfirmed: vi.fn(),
    onForgotPassword: vi.fn(),
  };
  renderWithShell(
    <AuthDialog initialTab={initialTab} customMessage="Bitte zuerst anmelden." {...handlers} />,
  );
  return handlers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AuthDialog", () => {
  it("has the two tabs, the Google slot, oder, Passwort vergessen? and the custom message", async () => {
    const handlers = renderDialog();
    expect(screen.getByRole("tab", { name: "Anmelden" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Registrieren" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Mit Google anmelden" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText("oder")).toBeTruthy();
    expect(screen.getByText("Bitte zuerst anmelden.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Passwort vergessen?" }));
    expect(handlers.onForgotPassword).toHaveBeenCalled();
  });

  it("asks for all fields before sending a login", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderDialog();
    await userEvent.type(screen.getByLabelText("E-Mail-Adresse"), "erika@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(screen.getByRole("alert").textContent).toBe("Bitte alle Felder ausfüllen.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the login form-encoded and reports a missing endpoint (404) as a general error", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(json(404, { error: { code: "not_found", message: "Diese Adresse gibt es nicht." } })),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderDialog();
    await userEvent.type(screen.getByLabelText("E-Mail-Adresse"), "erika@example.org");
    await userEvent.type(screen.getByLabelText("Passwort"), "geheim");
    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
      ),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/auth/login");
    expect(String(init?.body)).toBe("username=erika%40example.org&password=geheim");
  });

  it("says Login war nicht erfolgreich. on a refused login and opens the notice for an unconfirmed e-mail", async () => {
    const answers = [
      json(401, { error: { code: "invalid_credentials", message: "Falsch." } }),
      json(200, { success: false, message: "Email not confirmed" }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(answers.shift() ?? json(500, {}))),
    );
    const handlers = renderDialog();
    await userEvent.type(screen.getByLabelText("E-Mail-Adresse"), "erika@example.org");
    await userEvent.type(screen.getByLabelText("Passwort"), "falsch");
    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Login war nicht erfolgreich."));
    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    await waitFor(() => expect(handlers.onEmailNotConfirmed).toHaveBeenCalled());
  });

  it("shows Erfolgreich eingeloggt! and calls back on success", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json(200, { success: true, user: { id: 1 } }))),
    );
    const handlers = renderDialog();
    await userEvent.type(screen.getByLabelText("E-Mail-Adresse"), "erika@example.org");
    await userEvent.type(screen.getByLabelText("Passwort"), "richtig");
    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Erfolgreich eingeloggt!"));
    expect(handlers.onLoggedIn).toHaveBeenCalled();
  });

  it("registration: all fields needed, 409 message, and switching tabs clears the form", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json(409, {}))),
    );
    renderDialog("register");
    await userEvent.type(screen.getByLabelText("Name"), "Erika");
    await userEvent.click(screen.getByRole("button", { name: "Registrieren" }));
    expect(screen.getByRole("alert").textContent).toBe("Bitte alle Felder ausfüllen.");
    await userEvent.type(screen.getByLabelText("E-Mail-Adresse"), "erika@example.org");
    await userEvent.type(screen.getByLabelText("Passwort"), "geheim");
    await userEvent.click(screen.getByRole("button", { name: "Registrieren" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "Ein Konto mit dieser E-Mail-Adresse existiert bereits.",
      ),
    );
    fireEvent.click(screen.getByRole("tab", { name: "Anmelden" }));
    fireEvent.click(screen.getByRole("tab", { name: "Registrieren" }));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect(screen.queryByText("Ein Konto mit dieser E-Mail-Adresse existiert bereits.")).toBeNull();
  });

  it("moves between tabs with the arrow keys", async () => {
    renderDialog();
    screen.getByRole("tab", { name: "Anmelden" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Registrieren" }));
    expect(screen.getByRole("tab", { name: "Registrieren" }).getAttribute("aria-selected")).toBe("true");
  });
});
