import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToastProvider } from "../components/toast/toast-context.tsx";
import { ConsentProvider } from "../lib/consent/consent-context.tsx";
import { SessionProvider } from "../lib/session/session-context.tsx";
import { ThemeProvider } from "../lib/theme/theme-context.tsx";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries GETs by the spec's rule; no second layer of retries.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** Everything the routes share; i18n is initialised before the first render (main.tsx). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ConsentProvider>
          <ToastProvider>
            <SessionProvider>{children}</SessionProvider>
          </ToastProvider>
        </ConsentProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
