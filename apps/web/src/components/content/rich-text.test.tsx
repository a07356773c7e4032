import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text.tsx";

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <p data-testid="out">
        <RichText text={text} />
      </p>
    </MemoryRouter>,
  );
}

describe("RichText", () => {
  it("turns [label](/path) into an in-app link and [label](https://…) into a plain link", () => {
    renderText("Lesen Sie das [Impressum](/impressum) oder [die Liste](https://www.bfdi.bund.de/x).");
    expect(screen.getByRole("link", { name: "Impressum" }).getAttribute("href")).toBe("/impressum");
    const external = screen.getByRole("link", { name: "die Liste" });
    expect(external.getAttribute("href")).toBe("https://www.bfdi.bund.de/x");
    expect(external.getAttribute("target")).toBeNull();
    expect(screen.getByTestId("out").textContent).toBe("Lesen Sie das Impressum oder die Liste.");
  });

  it("renders **strong** and `code`, and keeps HTML in the text as text", () => {
    renderText("**Wichtig:** Header `x-api-key` <img src=x onerror=alert(1)>");
    expect(screen.getByText("Wichtig:").tagName).toBe("STRONG");
    expect(screen.getByText("x-api-key").tagName).toBe("CODE");
    expect(screen.getByTestId("out").querySelector("img")).toBeNull();
    expect(screen.getByTestId("out").textContent).toContain("<img src=x onerror=alert(1)>");
  });

  it("leaves text without markup unchanged, including a lone bracket or asterisk", () => {
    renderText("Preis: 5 * 3 [ohne Link]");
    expect(screen.getByTestId("out").textContent).toBe("Preis: 5 * 3 [ohne Link]");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
