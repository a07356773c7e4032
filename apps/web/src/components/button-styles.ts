/** Shared button looks; colours meet WCAG AA contrast in both themes. */
export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-blue-800 px-5 py-2.5 font-semibold text-white hover:bg-blue-900 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200";

export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg border-2 border-slate-700 px-5 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-300 dark:text-slate-50 dark:hover:bg-slate-800";

export const textLink =
  "font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950 dark:text-sky-300 dark:hover:text-sky-200";

export const inputField =
  "w-full rounded-lg border-2 border-slate-600 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-50 dark:placeholder:text-slate-300";
