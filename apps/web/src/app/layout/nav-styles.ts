export const navItemClass =
  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-2 font-semibold text-slate-900 hover:bg-slate-100 dark:text-slate-50 dark:hover:bg-slate-800";

export const navCurrentClass = "underline decoration-2 underline-offset-8";

export const dropdownPanelClass =
  "absolute left-0 top-full z-40 mt-1 min-w-56 rounded-lg border border-slate-300 bg-white p-2 shadow-xl dark:border-slate-600 dark:bg-slate-900";
