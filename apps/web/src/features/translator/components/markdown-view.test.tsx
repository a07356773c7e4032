import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkdownView } from "./markdown-view.tsx";

describe("MarkdownView", () => {
  it("renders markup from the text as text, never as elements", () => {
    const { container } = render(
      <MarkdownView source={'Hallo <img src=x onerror="alert(1)">\n\n- **<b>fett</b>**'} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("li strong")?.textContent).toBe("<b>fett</b>");
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
