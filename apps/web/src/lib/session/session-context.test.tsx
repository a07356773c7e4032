import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithShell } from "../../testing/render.tsx";
import { SessionProvider, useSession } from "./session-context.tsx";

function Status() {
  const session = useSession();
  return <p>{`${session.status}|${session.user?.email ?? "-"}|${session.tier?.images_search ?? "-"}`}</p>;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderSession() {
  renderWithShell(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useSession", () => {
  it("is loading first, then authenticated with the me answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          json(200, { id: 1, email: "a@b.de", tier: { tier: 2, name: "Team", images_search: true } }),
        ),
      ),
    );
    renderSession();
    expect(screen.getByText("loading|-|-")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("authenticated|a@b.de|true")).toBeTruthy());
  });

  it("treats 404 (no accounts yet) as anonymous without a refresh", async () => {
    const fetchMock = vi.fn((_url: string) => Promise.resolve(json(404, {})));
    vi.stubGlobal("fetch", fetchMock);
    renderSession();
    await waitFor(() => expect(screen.getByText("anonymous|-|-")).toBeTruthy());
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/v1/auth/me"]);
  });

  it("treats 401 as anonymous after one refresh attempt", async () => {
    const fetchMock = vi.fn((_url: string) => Promise.resolve(json(401, {})));
    vi.stubGlobal("fetch", fetchMock);
    renderSession();
    await waitFor(() => expect(screen.getByText("anonymous|-|-")).toBeTruthy());
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/v1/auth/me",
      "/api/v1/token/refresh-token",
    ]);
  });
});
