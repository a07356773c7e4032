import { apiPost } from "../../lib/api-client.ts";

export type LoginAnswer = { success?: boolean; user?: unknown; message?: string };

/** POST /auth/login, form-encoded username (the e-mail) and password (spec 000 §3). */
export function login(email: string, password: string): Promise<LoginAnswer> {
  const body = new URLSearchParams({ username: email, password });
  return apiPost<LoginAnswer>("/auth/login", body, { skipAuthRefresh: true });
}

export function register(input: { name: string; email: string; password: string }): Promise<unknown> {
  return apiPost(
    "/auth/register",
    { email: input.email, password: input.password, display_name: input.name },
    {
      skipAuthRefresh: true,
    },
  );
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiPost("/auth/reset-password-request", { email }, { skipAuthRefresh: true });
}
