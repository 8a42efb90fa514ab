import { describe, expect, it } from "vitest";
import { consoleJobs as en } from "~/i18n/en/console-jobs";
import { consoleJobs as ru } from "~/i18n/ru/console-jobs";
import { parseJobRow } from "~/features/jobs";
import { skippedReasonText } from "./skipped-reason";

const text = (reason: string) => skippedReasonText(reason, ru.imports.reasons, ru.form.fields);

describe("a skipped row's reason in the console", () => {
  it.each([
    [["1", "Звукорежиссёр"], "меньше 3 столбцов"],
    [["1", " ", "Студия"], "Название: пусто"],
    [["1", "Звук", "Студия", "", "", "", "", "", "", "", "", "", "", "hr at studio"], "E-mail для отклика: не адрес e-mail"],
    [["console-1", "Звук", "Студия"], "id начинается с console-, такие id только у вакансий из консоли"],
  ])("reads the import's reason for %j in Russian", (row, expected) => {
    const result = parseJobRow(row);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(text(result.reason)).toBe(expected);
  });

  it("reads duplicates, English, and leaves an unknown reason as written", () => {
    expect(text("duplicate id a-1 (first on row 2)")).toBe("id a-1 повторяется (впервые в строке 2)");
    expect(skippedReasonText("image is empty", en.imports.reasons, en.form.fields)).toBe("image is empty");
    expect(text("something new")).toBe("something new");
  });
});
