import { describe, expect, it } from "vitest";
import { splitDisplayName } from "./ensure-profile.server";

describe("splitDisplayName (spec 3: name is the first word, surname the rest)", () => {
  it.each([
    ["Анна Мария Петрова", { name: "Анна", surname: "Мария Петрова" }],
    ["  Иван   Сидоров ", { name: "Иван", surname: "Сидоров" }],
    ["Prince", { name: "Prince", surname: "" }],
    ["", { name: "", surname: "" }],
  ])("%j", (displayName, expected) => {
    expect(splitDisplayName(displayName)).toEqual(expected);
  });

  it("keeps to the profile's length caps", () => {
    const { name, surname } = splitDisplayName(`${"а".repeat(80)} ${"б".repeat(80)}`);
    expect(name).toHaveLength(50);
    expect(surname).toHaveLength(50);
  });
});
