import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithShell } from "../testing/render.tsx";
import { QuotaBar, quotaPercent } from "./quota-bar.tsx";

describe("QuotaBar", () => {
  it("shows available of total in German number format", () => {
    renderWithShell(<QuotaBar available={1234} total={10000} />);
    expect(screen.getByText("Verfügbare Seiten")).toBeTruthy();
    expect(screen.getByText("1.234 von 10.000")).toBeTruthy();
    const meter = screen.getByRole("meter", { name: "Verfügbare Seiten" });
    expect(meter.getAttribute("aria-valuetext")).toBe("1.234 von 10.000");
  });

  it("caps the fill at 100 percent", () => {
    expect(quotaPercent(150, 100)).toBe(100);
    expect(quotaPercent(25, 100)).toBe(25);
    expect(quotaPercent(5, 0)).toBe(0);
    expect(quotaPercent(-3, 10)).toBe(0);
    renderWithShell(<QuotaBar available={150} total={100} />);
    const fill = screen.getByRole("meter").firstElementChild as HTMLElement;
    expect(fill.style.width).toBe("100%");
  });

  it("shows a loading placeholder while the numbers are unknown", () => {
    renderWithShell(<QuotaBar available={undefined} total={30} />);
    expect(screen.queryByRole("meter")).toBeNull();
    expect(screen.getByText("Lade...")).toBeTruthy();
  });
});
