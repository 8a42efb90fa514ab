import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, formText, isJsonRequest, readForm, readJson } from "./read-body";

const post = (body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost:3000/api/x", { method: "POST", body, headers: { ...(contentType ? { "content-type": contentType } : {}), ...headers } });

/** A body that arrives in chunks without a declared length, as a chunked upload does. */
function streamed(chunks: string[], contentType: string) {
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[state.pulled++];
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
  });
  return {
    state,
    request: new Request("http://localhost:3000/api/x", { method: "POST", body, headers: { "content-type": contentType }, duplex: "half" } as RequestInit),
  };
}

describe("readForm", () => {
  it("reads urlencoded and multipart forms", async () => {
    const urlencoded = await readForm(post("intent=create&title=%D0%97%D0%B2%D1%83%D0%BA", "application/x-www-form-urlencoded;charset=UTF-8"));
    expect(urlencoded.ok && Object.fromEntries(urlencoded.form)).toEqual({ intent: "create", title: "Звук" });
    const form = new FormData();
    form.append("jobId", "job-1");
    const multipart = await readForm(new Request("http://localhost:3000/api/x", { method: "POST", body: form }));
    expect(multipart.ok && multipart.form.get("jobId")).toBe("job-1");
    const empty = await readForm(post(null, "application/x-www-form-urlencoded"));
    expect(empty.ok && [...empty.form.keys()]).toEqual([]);
  });

  it("answers 400 for a body that is not a form or does not parse", async () => {
    for (const request of [
      post('{"intent":"create"}', "application/json"),
      post("intent=create"),
      post("intent=create", "text/plain"),
      post("--x\r\nbroken", "multipart/form-data; boundary=x"),
      post("--x\r\n", "multipart/form-data"),
    ]) {
      expect(await readForm(request)).toEqual({ ok: false, status: 400 });
    }
  });

  it("answers 413 past the limit, by declared length or while the body arrives, without reading on", async () => {
    expect(await readForm(post("a=1", "application/x-www-form-urlencoded", { "content-length": String(BODY_LIMIT_BYTES + 1) }))).toEqual({
      ok: false,
      status: 413,
    });
    const { state, request } = streamed(["a=", "x".repeat(40), "y".repeat(40), "z".repeat(40)], "application/x-www-form-urlencoded");
    expect(await readForm(request, 64)).toEqual({ ok: false, status: 413 });
    expect(state.pulled).toBeLessThan(4);
    const fits = streamed(["a=", "x".repeat(60)], "application/x-www-form-urlencoded");
    const read = await readForm(fits.request, 64);
    expect(read.ok && read.form.get("a")).toBe("x".repeat(60));
  });
});

describe("readJson", () => {
  it("reads JSON bodies", async () => {
    expect(await readJson(post('{"plan":"monthly"}', "application/json; charset=utf-8"))).toEqual({ ok: true, json: { plan: "monthly" } });
    expect(await readJson(post("[1]", "application/merge-patch+json"))).toEqual({ ok: true, json: [1] });
  });

  it("answers 400 for a body that is not JSON and 413 past the limit", async () => {
    for (const request of [
      post('{"plan":', "application/json"),
      post("", "application/json"),
      post('{"plan":"monthly"}', "text/plain"),
      post('{"plan":"monthly"}'),
      post(new Uint8Array([0x22, 0xff, 0x22]), "application/json"),
    ]) {
      expect(await readJson(request)).toEqual({ ok: false, status: 400 });
    }
    expect(await readJson(post(JSON.stringify("x".repeat(100)), "application/json"), 64)).toEqual({ ok: false, status: 413 });
  });

  it("tells JSON requests apart by their media type", () => {
    expect(isJsonRequest(post("{}", "Application/JSON; charset=utf-8"))).toBe(true);
    expect(isJsonRequest(post("a=1", "application/x-www-form-urlencoded"))).toBe(false);
  });
});

describe("formText", () => {
  it("reads a text field, and a missing field or a file as empty", () => {
    const form = new FormData();
    form.append("title", "Звук");
    form.append("file", new Blob(["x"]), "x.txt");
    expect([formText(form, "title"), formText(form, "missing"), formText(form, "file")]).toEqual(["Звук", "", ""]);
  });
});
