import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { initTestI18n } from "./test-i18n.ts";

/** Renders with real German texts, a router and a query client (no retries). */
export function renderWithShell(
  ui: ReactElement,
  { route = "/", wrapper }: { route?: string; wrapper?: (children: ReactNode) => ReactNode } = {},
) {
  initTestI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const content = wrapper ? wrapper(ui) : ui;
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>
    </QueryClientProvider>,
  );
}
