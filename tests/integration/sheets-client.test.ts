import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/adapters/logger.server";
import { fetchSheetValues, SheetsError, type FetchSheetValuesOptions } from "~/adapters/sheets/sheets-client.server";
import { startFakeSheetsServer, type FakeSheetsServer } from "../fakes/sheets-server";

const KEY = "test-key-§/?&";
const SHEET = "jobs-sheet";

describe("fetchSheetValues against the fake Sheets API", () => {
  let fake: FakeSheetsServer;
  let sleeps: number[];

  beforeAll(async () => {
    fake = await startFakeSheetsServer({ apiKey: KEY });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    sleeps = [];
  });

  function read(overrides: Partial<FetchSheetValuesOptions> = {}) {
    return fetchSheetValues({
      baseUrl: fake.baseUrl,
      spreadsheetId: SHEET,
      range: "Sheet1!A2:Q",
      apiKey: KEY,
      sleep: async (ms) => void sleeps.push(ms),
      ...overrides,
    });
  }

  async function failure(promise: Promise<unknown>): Promise<SheetsError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (!(error instanceof SheetsError)) throw new Error(`expected a SheetsError, got ${String(error)}`);
    return error;
  }

  it("reads the range with the key, as strings, ragged rows kept ragged", async () => {
    fake.setSheet(SHEET, { values: [["1", "Звукорежиссёр", "Мосфильм"], ["2", 42, true, null], []] });
    expect(await read()).toEqual([["1", "Звукорежиссёр", "Мосфильм"], ["2", "42", "true", ""], []]);
    expect(fake.requests).toEqual([{ path: "/v4/spreadsheets/jobs-sheet/values/Sheet1!A2%3AQ", spreadsheetId: SHEET, range: "Sheet1!A2:Q", key: KEY }]);
  });

  it("reads a response without values as an empty sheet", async () => {
    fake.setSheet(SHEET, { noValues: true });
    expect(await read()).toEqual([]);
  });

  it("retries 500, 500 and succeeds on the third request, 1 s apart", async () => {
    fake.queue(SHEET, { status: 500 }, { status: 500 });
    fake.setSheet(SHEET, { values: [["1", "a", "b"]] });
    expect(await read()).toEqual([["1", "a", "b"]]);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([1000, 1000]);
  });

  it("gives up after three 403s with Google's message and code", async () => {
    fake.setSheet(SHEET, { status: 403 });
    const error = await failure(read());
    expect(error).toMatchObject({ code: 403, status: "PERMISSION_DENIED", message: "The caller does not have permission" });
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it("honours Retry-After on 429, else waits twice as long", async () => {
    fake.queue(SHEET, { status: 429, retryAfter: "7" }, { status: 429 });
    fake.setSheet(SHEET, { values: [] });
    expect(await read()).toEqual([]);
    expect(sleeps).toEqual([7000, 2000]);
  });

  it("times out a slow answer and retries it", async () => {
    fake.queue(SHEET, { delayMs: 1_000, then: { values: [["late"]] } });
    fake.setSheet(SHEET, { values: [["1", "a", "b"]] });
    expect(await read({ timeoutMs: 100 })).toEqual([["1", "a", "b"]]);
    expect(fake.requests).toHaveLength(2);
  });

  it("reports a timeout on every attempt as DEADLINE_EXCEEDED", async () => {
    fake.setSheet(SHEET, { delayMs: 1_000, then: { values: [] } });
    expect(await failure(read({ timeoutMs: 50 }))).toMatchObject({ code: 504, status: "DEADLINE_EXCEEDED" });
  });

  it("reports a wrong key as Google does, without echoing the key", async () => {
    fake.setSheet(SHEET, { values: [] });
    const error = await failure(read({ apiKey: "wrong" }));
    expect(error).toMatchObject({ code: 400, status: "INVALID_ARGUMENT", message: "API key not valid. Please pass a valid API key." });
  });

  it("reports an unreachable server as a network error (status 500, spec 8)", async () => {
    const closed = await startFakeSheetsServer();
    await closed.close();
    expect(await failure(read({ baseUrl: closed.baseUrl }))).toMatchObject({ code: 500, status: "NETWORK_ERROR" });
  });

  it("stops at once when the caller aborts", async () => {
    fake.setSheet(SHEET, { delayMs: 1_000, then: { values: [] } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("shutting down")), 50);
    await expect(read({ signal: controller.signal })).rejects.toThrow("shutting down");
    expect(fake.requests).toHaveLength(1);
  });

  it("logs each failure with Google's code and message, never the key", async () => {
    const warn = vi.spyOn(logger, "warn");
    fake.setSheet(SHEET, { status: 403 });
    await failure(read());
    const logged = JSON.stringify(warn.mock.calls);
    warn.mockRestore();
    expect(logged).toContain("The caller does not have permission");
    expect(logged).toContain("403");
    expect(logged).not.toContain(KEY);
    expect(logged).not.toContain(encodeURIComponent(KEY));
  });
});
