import { createContext, useContext } from "react";

export type AuthTab = "login" | "register";

export type AuthDialogOptions = {
  initialTab?: AuthTab;
  /** Where to go after login; loginSuccess=true is added. Default "/". */
  returnUrl?: string;
  customMessage?: string;
  /** Replaces the redirect after a successful login. */
  onSuccess?: () => void;
};

/** Any feature opens the login/registration dialog through this; the app shell renders it. */
export const AuthDialogContext = createContext<((options?: AuthDialogOptions) => void) | null>(null);

export function useAuthDialog(): (options?: AuthDialogOptions) => void {
  const open = useContext(AuthDialogContext);
  if (!open) throw new Error("useAuthDialog needs the app shell's AuthDialogHost");
  return open;
}
