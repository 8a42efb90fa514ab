import path from "node:path";
import { eq } from "drizzle-orm";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import type * as DatabaseModule from "~/adapters/db/database.server";
import type * as Schema from "~/adapters/db/schema";
import type * as EntryServer from "~/entry.server";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { jobRow } from "../support/job-rows";

// Bad input of every kind a browser or a script can send — a NUL byte (which PostgreSQL cannot store in
// text) in any path, query or form field, a form without its fields, a body that is not the form it should
// be — must get a 4xx with a clear message and change nothing. The requests go through React Router's own
// request handler over the app as Vite builds it, so loaders, actions, middleware and the page's render
// all run as in production.

const projectRoot = path.resolve(import.meta.dirname, "../..");
const origin = "http://localhost:3000";
const NUL = "\u0000";
let clientIp = 0;

type Fields = Record<string, string | string[]>;

function formBody(fields: Fields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return body;
}

/** A request as the browser sends it: same-origin, from its own address so rate limits do not mix. */
function request(pathAndQuery: string, init: { method?: string; cookie?: string; contentType?: string; body?: BodyInit } = {}): Request {
  const headers = new Headers({ origin, "x-client-ip": `10.13.0.${++clientIp % 250}` });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.contentType) headers.set("content-type", init.contentType);
  return new Request(`${origin}${pathAndQuery}`, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body });
}

const post = (pathAndQuery: string, fields: Fields, cookie?: string) =>
  request(pathAndQuery, { cookie, contentType: "application/x-www-form-urlencoded", body: formBody(fields) });

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes("session_token="))
    ?.split(";")[0] ?? "";

interface Case {
  name: string;
  request: () => Request;
  status: number;
  /** Text the answer must hold: the message in the page's language, or the error code an API answers. */
  says?: string[];
}

describe.each(databaseKinds)("bad input on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let vite: ViteDevServer;
  let handle: (request: Request) => Promise<Response>;
  let database: typeof DatabaseModule;
  let schema: typeof Schema;
  let db: Database;
  const cookies = { owner: "", reviewer: "" };
  const ids = { owner: "", project: "", service: "", review: "", job: "" };

  beforeAll(async () => {
    environment = await withAppEnvironment(kind, { LOG_LEVEL: "silent", DEMO_CONTENT: "off", RENDER_CACHE: "off" });
    vite = await createServer({
      root: projectRoot,
      configFile: path.join(projectRoot, "vite.config.ts"),
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    const handler = createRequestHandler(build, "production");
    // React Router types the entry as its own ServerEntryModule; the app's entry also exports its createLoadContext.
    const entry = build.entry.module as unknown as Pick<typeof EntryServer, "createLoadContext">;
    handle = (incoming) => handler(incoming, entry.createLoadContext({ nonce: "test", requestId: "test" }));
    // The app's own modules, as the handler uses them (one database handle per process).
    database = (await vite.ssrLoadModule("/app/adapters/db/database.server.ts")) as typeof DatabaseModule;
    schema = (await vite.ssrLoadModule("/app/adapters/db/schema/index.ts")) as typeof Schema;
    db = await database.getDb();

    // Registered through the login page (which sets no session since issue 24), the addresses confirmed as the mailed
    // link would — the reviewer publishes a review and the owner is listed —, then signed in with the password.
    for (const name of ["owner", "reviewer"] as const) {
      const registered = await handle(post("/login", { intent: "register", email: `${name}@example.com`, password: "secret1", redirectTo: "/dashboard" }));
      expect([registered.status, sessionCookie(registered)]).toEqual([200, ""]);
      await db
        .update(schema.users)
        .set({ emailVerified: true })
        .where(eq(schema.users.email, `${name}@example.com`));
      const signedIn = await handle(post("/login", { intent: "sign-in", email: `${name}@example.com`, password: "secret1", redirectTo: "/dashboard" }));
      expect(signedIn.status).toBe(302);
      cookies[name] = sessionCookie(signedIn);
    }
    const [owner] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, "owner@example.com"));
    ids.owner = owner?.id ?? "";
    await db
      .update(schema.specialistProfiles)
      .set({ accountType: "Pro", name: "Анна", specializations: ["sound-designer"] })
      .where(eq(schema.specialistProfiles.userId, ids.owner));
    ids.project = crypto.randomUUID();
    await db.insert(schema.specialistProjects).values({ id: ids.project, userId: ids.owner, slot: 0, title: "Альбом", description: "Сведение" });
    ids.service = crypto.randomUUID();
    await db.insert(schema.specialistServices).values({ id: ids.service, userId: ids.owner, title: "Сведение", description: "Трек", price: "5000" });
    const job = jobRow();
    ids.job = job.id;
    await db.insert(schema.jobs).values(job);
    const reviewed = await handle(
      post("/api/reviews", { intent: "create", specialistId: ids.owner, rating: "5", title: "Хорошо", content: "Спасибо" }, cookies.reviewer),
    );
    expect(reviewed.status).toBe(200);
    const [review] = await db.select({ id: schema.reviews.id }).from(schema.reviews);
    ids.review = review?.id ?? "";
  });

  afterAll(async () => {
    await database?.disconnectDatabase();
    await vite?.close();
    await environment?.close();
  });

  /** Everything a write could have touched, in a stable order. */
  async function snapshot(): Promise<string> {
    const tables = {
      users: schema.users,
      profiles: schema.specialistProfiles,
      projects: schema.specialistProjects,
      services: schema.specialistServices,
      reviews: schema.reviews,
      savedJobs: schema.savedJobs,
      sessions: schema.sessions,
      verifications: schema.verifications,
    };
    const rows: Record<string, string[]> = {};
    for (const [name, table] of Object.entries(tables))
      rows[name] = (await db.select().from(table as typeof schema.users)).map((row) => JSON.stringify(row)).sort();
    return JSON.stringify(rows);
  }

  const profileFields: Fields = {
    intent: "save-profile",
    name: "Анна",
    surname: "Петрова",
    email: "anna@example.com",
    workExperience: "3-5",
    experience: "Свожу альбомы.",
    telegramLink: "@anna",
    website: "https://anna.example",
    location: "Москва",
    languages: "Русский, English",
    specializations: ["sound-designer"],
    photoUrl: "",
    audioUrl: "",
  };
  const projectFields = (): Fields => ({
    intent: "add-project",
    id: crypto.randomUUID(),
    title: "Трейлер",
    description: "Звук для трейлера",
    audioUrl: "",
    videoUrl: "",
    projectLink: "https://example.com/p",
  });
  const serviceFields: Fields = { intent: "add-service", title: "Мастеринг", description: "Один трек", price: "3000" };
  const reviewFields = (): Fields => ({
    intent: "create",
    specialistId: ids.owner,
    rating: "4",
    title: "Отлично",
    content: "Всё вовремя.",
    projectType: "Игра",
    projectName: "Проект",
  });
  const withNul = (fields: Fields, name: string): Fields => ({
    ...fields,
    [name]: Array.isArray(fields[name]) ? [`a${NUL}b`] : `${fields[name] || "a"}${NUL}`,
  });

  const ru = {
    invalidCharacter: "Поле содержит недопустимый символ",
    emailRequired: "Введите email",
    passwordRequired: "Введите пароль",
    badRequest: "Некорректный адрес",
  };
  const en = { invalidCharacter: "This field contains a character that is not allowed", badRequest: "Bad address" };

  const cases = (): Case[] => [
    // Paths and queries: a NUL in a path names no page (404); in a query string the address is malformed (400).
    { name: "GET /?q=a%00b", request: () => request("/?q=a%00b"), status: 400, says: [ru.badRequest] },
    { name: "GET /en?q=a%00b", request: () => request("/en?q=a%00b"), status: 400, says: [en.badRequest] },
    { name: "GET /?location=a%00", request: () => request("/?location=a%00"), status: 400 },
    { name: "GET /specialists?q=a%00b", request: () => request("/specialists?q=a%00b"), status: 400 },
    { name: "GET /specialists?location=a%00", request: () => request("/specialists?location=a%00"), status: 400 },
    { name: "GET /specialists/a%00", request: () => request("/specialists/a%00"), status: 404 },
    { name: "GET /specialists/{id}?tab=a%00", request: () => request(`/specialists/${ids.owner}?tab=a%00`), status: 400 },
    { name: "GET /job/a%00", request: () => request("/job/a%00"), status: 404 },
    { name: "GET /en/job/a%00", request: () => request("/en/job/a%00"), status: 404 },
    { name: "GET /job/a%00.data (client navigation)", request: () => request("/job/a%00.data"), status: 404 },
    { name: "GET /blog/a%00", request: () => request("/blog/a%00"), status: 404 },
    { name: "GET /sandbox/checkout/a%00", request: () => request("/sandbox/checkout/a%00"), status: 404 },
    { name: "GET /reset-password/new?token=a%00", request: () => request("/reset-password/new?token=a%00"), status: 400 },

    // The sign-in, registration and password-reset forms: the page again, with the field's message.
    {
      name: "POST /login email with NUL",
      request: () => post("/login", { intent: "sign-in", email: `owner${NUL}@example.com`, password: "secret1" }),
      status: 400,
      says: [ru.invalidCharacter],
    },
    {
      name: "POST /login password with NUL",
      request: () => post("/login", { intent: "sign-in", email: "owner@example.com", password: `secret1${NUL}` }),
      status: 400,
      says: [ru.invalidCharacter],
    },
    {
      name: "POST /en/login email with NUL",
      request: () => post("/en/login", { intent: "sign-in", email: `owner${NUL}@example.com`, password: "secret1" }),
      status: 400,
      says: [en.invalidCharacter],
    },
    {
      name: "POST /login registration email with NUL",
      request: () => post("/login", { intent: "register", email: `new${NUL}@example.com`, password: "secret1" }),
      status: 400,
      says: [ru.invalidCharacter],
    },
    {
      name: "POST /login registration password with NUL",
      request: () => post("/login", { intent: "register", email: "new@example.com", password: `sec${NUL}ret1` }),
      status: 400,
      says: [ru.invalidCharacter],
    },
    {
      name: "POST /reset-password email with NUL",
      request: () => post("/reset-password", { email: `owner${NUL}@example.com` }),
      status: 400,
      says: [ru.invalidCharacter],
    },
    {
      name: "POST /reset-password/new token with NUL",
      request: () => post("/reset-password/new?token=abc", { token: `abc${NUL}`, password: "secret2" }),
      status: 400,
    },
    {
      name: "POST /reset-password/new password with NUL",
      request: () => post("/reset-password/new?token=abc", { token: "abc", password: `secret2${NUL}` }),
      status: 400,
      says: [ru.invalidCharacter],
    },
    { name: "POST /login without an email", request: () => post("/login", { intent: "sign-in", password: "secret1" }), status: 400, says: [ru.emailRequired] },
    {
      name: "POST /login without a password",
      request: () => post("/login", { intent: "sign-in", email: "owner@example.com" }),
      status: 400,
      says: [ru.passwordRequired],
    },
    { name: "POST /login without any field", request: () => post("/login", {}), status: 400, says: [ru.emailRequired, ru.passwordRequired] },
    { name: "POST /reset-password without an email", request: () => post("/reset-password", {}), status: 400, says: [ru.emailRequired] },
    {
      name: "POST /reset-password/new without a password",
      request: () => post("/reset-password/new?token=abc", { token: "abc" }),
      status: 400,
      says: [ru.passwordRequired],
    },
    { name: "POST /login with a JSON body", request: () => request("/login", { contentType: "application/json", body: '{"email":' }), status: 400 },
    {
      name: "POST /login with a broken multipart body",
      request: () => request("/login", { contentType: "multipart/form-data; boundary=x", body: "--x\r\nbroken" }),
      status: 400,
    },

    // The profile editor (the cabinet's fetchers post to /dashboard.data): each text field of each form.
    ...Object.keys(profileFields)
      .filter((name) => name !== "intent")
      .map((name): Case => ({
        name: `save-profile ${name} with NUL`,
        request: () => post("/dashboard.data", withNul(profileFields, name), cookies.owner),
        status: 400,
        says: [name === "specializations" ? "invalidSpecialization" : name.endsWith("Url") ? "invalidFile" : "invalidCharacter"],
      })),
    ...["title", "description", "audioUrl", "videoUrl", "projectLink"].map((name): Case => ({
      name: `add-project ${name} with NUL`,
      request: () => post("/dashboard.data", withNul(projectFields(), name), cookies.owner),
      status: 400,
      says: [name.endsWith("Url") ? "invalidFile" : "invalidCharacter"],
    })),
    { name: "add-project id with NUL", request: () => post("/dashboard.data", withNul(projectFields(), "id"), cookies.owner), status: 400 },
    {
      name: "delete-project id with NUL",
      request: () => post("/dashboard.data", { intent: "delete-project", id: `${ids.project}${NUL}` }, cookies.owner),
      status: 404,
    },
    ...["title", "description", "price"].map((name): Case => ({
      name: `add-service ${name} with NUL`,
      request: () => post("/dashboard.data", withNul(serviceFields, name), cookies.owner),
      status: 400,
      says: ["invalidCharacter"],
    })),
    ...["title", "description", "price"].map((name): Case => ({
      name: `update-service ${name} with NUL`,
      request: () => post("/dashboard.data", withNul({ ...serviceFields, intent: "update-service", id: ids.service }, name), cookies.owner),
      status: 400,
      says: ["invalidCharacter"],
    })),
    {
      name: "update-service id with NUL",
      request: () => post("/dashboard.data", { ...serviceFields, intent: "update-service", id: `${ids.service}${NUL}` }, cookies.owner),
      status: 404,
    },
    {
      name: "delete-service id with NUL",
      request: () => post("/dashboard.data", { intent: "delete-service", id: `${ids.service}${NUL}` }, cookies.owner),
      status: 404,
    },
    {
      name: "POST /dashboard.data with a JSON body",
      request: () => request("/dashboard.data", { cookie: cookies.owner, contentType: "application/json", body: '{"intent":"save-profile"}' }),
      status: 400,
    },

    // Reviews: each field of the form, the deleted review's id, and bodies that are not a form.
    ...["title", "content", "projectType", "projectName"].map((name): Case => ({
      name: `review ${name} with NUL`,
      request: () => post("/api/reviews", withNul(reviewFields(), name), cookies.reviewer),
      status: 400,
      says: ['"INVALID"', '"invalidCharacter"'],
    })),
    {
      name: "review specialistId with NUL",
      request: () => post("/api/reviews", withNul(reviewFields(), "specialistId"), cookies.reviewer),
      status: 400,
      says: ['"SPECIALIST_REQUIRED"'],
    },
    { name: "review rating with NUL", request: () => post("/api/reviews", withNul(reviewFields(), "rating"), cookies.reviewer), status: 400 },
    {
      name: "delete review id with NUL",
      request: () => post("/api/reviews", { intent: "delete", reviewId: `${ids.review}${NUL}` }, cookies.reviewer),
      status: 404,
      says: ['"NOT_FOUND"'],
    },
    {
      name: "POST /api/reviews with a broken multipart body",
      request: () => request("/api/reviews", { cookie: cookies.reviewer, contentType: "multipart/form-data; boundary=x", body: "--x\r\nbroken" }),
      status: 400,
      says: ['"INVALID_REQUEST"'],
    },
    {
      name: "POST /api/reviews with a JSON body",
      request: () => request("/api/reviews", { cookie: cookies.reviewer, contentType: "application/json", body: '{"intent":"create"' }),
      status: 400,
      says: ['"INVALID_REQUEST"'],
    },
    {
      name: "POST /api/reviews without a content type",
      request: () => request("/api/reviews", { cookie: cookies.reviewer, body: "intent=create" }),
      status: 400,
      says: ['"INVALID_REQUEST"'],
    },

    // Saved jobs: the job id, and bodies that are not a form.
    {
      name: "save job id with NUL",
      request: () => post("/api/saved-jobs", { jobId: `${ids.job}${NUL}`, intent: "save" }, cookies.reviewer),
      status: 400,
      says: ['"INVALID_REQUEST"'],
    },
    {
      name: "remove job id with NUL",
      request: () => post("/api/saved-jobs", { jobId: `${ids.job}${NUL}`, intent: "remove" }, cookies.reviewer),
      status: 400,
      says: ['"INVALID_REQUEST"'],
    },
    {
      name: "POST /api/saved-jobs with a broken multipart body",
      request: () => request("/api/saved-jobs", { cookie: cookies.reviewer, contentType: "multipart/form-data; boundary=x", body: "--x\r\nbroken" }),
      status: 400,
      says: ['"INVALID_REQUEST"'],
    },
    {
      name: "POST /api/saved-jobs with a JSON body",
      request: () => request("/api/saved-jobs", { cookie: cookies.reviewer, contentType: "application/json", body: `{"jobId":"${ids.job}","intent":"save"}` }),
      status: 400,
      says: ['"INVALID_REQUEST"'],
    },

    // Methods other than GET, HEAD and POST that React Router itself answers.
    { name: "PUT /api/reviews", request: () => request("/api/reviews", { method: "PUT", cookie: cookies.reviewer }), status: 400 },
    { name: "DELETE /api/saved-jobs", request: () => request("/api/saved-jobs", { method: "DELETE", cookie: cookies.reviewer }), status: 400 },
  ];

  it("answers every case with its 4xx and its message, and changes nothing", async () => {
    const outcomes: string[] = [];
    for (const one of cases()) {
      const before = await snapshot();
      const response = await handle(one.request());
      const text = await response.text();
      const missing = (one.says ?? []).filter((expected) => !text.includes(expected));
      const changed = (await snapshot()) !== before;
      outcomes.push(`${one.name}: ${response.status}${missing.length > 0 ? ` without ${missing.join(", ")}` : ""}${changed ? " and changed the data" : ""}`);
    }
    expect(outcomes).toEqual(cases().map((one) => `${one.name}: ${one.status}`));
  });

  it("checks the origin and the session of /api/reviews and /api/saved-jobs before reading the body", async () => {
    const unread = () => {
      const state = { isRead: false };
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            state.isRead = true;
            controller.enqueue(new TextEncoder().encode("intent=create"));
            controller.close();
          },
          // Nothing is pulled until someone reads (the default would pull once at construction).
        },
        { highWaterMark: 0 },
      );
      return { state, body };
    };
    for (const endpoint of ["/api/reviews", "/api/saved-jobs"]) {
      for (const [who, cookie, from, status] of [
        ["signed out", "", origin, 401],
        ["another site", cookies.reviewer, "https://evil.example", 403],
      ] as const) {
        const { state, body } = unread();
        const headers = new Headers({ origin: from, "content-type": "application/x-www-form-urlencoded" });
        if (cookie) headers.set("cookie", cookie);
        const response = await handle(new Request(`${origin}${endpoint}`, { method: "POST", headers, body, duplex: "half" } as RequestInit));
        expect({ endpoint, who, status: response.status, isRead: state.isRead }).toEqual({ endpoint, who, status, isRead: false });
      }
    }
  });
});
