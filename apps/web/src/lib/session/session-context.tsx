import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { apiGet, apiPost, isApiError, onSessionExpired } from "../api-client.ts";
import { deleteCookie } from "../cookies.ts";
import { MeResponseSchema, type Session } from "./session-types.ts";

export const SESSION_QUERY_KEY = ["session", "me"] as const;
const USER_COOKIE = "user";

type Me = ReturnType<typeof MeResponseSchema.parse> | null;

/** 401 (after the client's refresh attempt) and 404 (no accounts yet) both mean: not logged in. */
async function fetchMe(): Promise<Me> {
  try {
    const body = await apiGet<unknown>("/auth/me", { retry: false, reportErrors: false });
    const parsed = MeResponseSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403 || error.status === 404))
      return null;
    throw error;
  }
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchMe,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const me = query.data ?? null;
  const status = query.isPending ? "loading" : me ? "authenticated" : "anonymous";
  const statusRef = useRef(status);
  statusRef.current = status;

  useEffect(() => {
    if (status === "anonymous") deleteCookie(USER_COOKIE);
  }, [status]);

  // A logged-in session that cannot be refreshed is over: clear everything and reload (spec 000 §4).
  useEffect(
    () =>
      onSessionExpired(() => {
        if (statusRef.current !== "authenticated") return;
        deleteCookie(USER_COOKIE);
        queryClient.clear();
        window.location.reload();
      }),
    [queryClient],
  );

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      await apiPost("/auth/logout", undefined, { skipAuthRefresh: true, reportErrors: false });
    } catch {
      // Logout clears local state even when the server call fails (spec 000 §4).
    }
    deleteCookie(USER_COOKIE);
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    // Everything else belonged to the user; the session entry itself now says "anonymous".
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  }, [queryClient]);

  const value = useMemo<Session>(() => {
    const user = me
      ? { id: me.id, email: me.email, name: me.name, profile_picture: me.profile_picture }
      : null;
    return {
      status: query.isError ? "anonymous" : status,
      user,
      tier: me?.tier ?? null,
      pagesAvailable: me?.pages_available ?? null,
      refresh,
      logout,
    };
  }, [me, status, query.isError, refresh, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession needs a SessionProvider");
  return value;
}
