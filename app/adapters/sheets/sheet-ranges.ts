/** Spec 7 "The calls it makes": the jobs sheet is read as A2:Q, the blog sheet as A2:F. */
export const SHEET_RANGES = { jobs: "Sheet1!A2:Q", blog: "Sheet1!A2:F" } as const;
