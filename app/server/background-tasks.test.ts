import { describe, expect, it } from "vitest";
import { runInBackground, settleBackgroundTasks } from "./background-tasks";

describe("background tasks", () => {
  it("are waited for by settleBackgroundTasks, failed ones included", async () => {
    const finished: string[] = [];
    let release = () => {};
    runInBackground(new Promise<void>((resolve) => (release = resolve)).then(() => void finished.push("mail")));
    runInBackground(Promise.reject(new Error("smtp down")));
    let settled = false;
    const settling = settleBackgroundTasks().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    release();
    await settling;
    expect(finished).toEqual(["mail"]);
  });
});
