/** The editor's buttons: one primary action per form, quieter secondary and destructive ones. */
export const buttonClass = {
  primary: "rounded-md bg-violet-700 px-5 py-2.5 font-semibold text-white hover:bg-violet-600 disabled:cursor-wait disabled:opacity-60",
  secondary: "rounded-md border border-zinc-300 bg-white px-4 py-2 text-sm font-semibold text-zinc-800 hover:border-violet-600 hover:text-violet-800",
  danger:
    "rounded-md border border-red-200 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:border-red-600 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60",
} as const;
