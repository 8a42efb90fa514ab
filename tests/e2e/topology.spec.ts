import { randomInt } from "node:crypto";
import { request as httpRequest } from "node:http";
import { Agent, request as httpsRequest } from "node:https";
import path from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { METRICS_TOKEN, tlsAppPorts, tlsDatabaseName, tlsInstanceCount, tlsProxyPort, tlsWorkDir, topologyControlPort } from "./e2e-server";
import { linkIn, mailTo } from "./outbox";
import type { Replaced } from "./start-tls-proxy";

// Many instances as deployed (tests/e2e/start-tls-proxy.ts, docs/decisions/013): three production instances of the
// built site behind nginx on one PostgreSQL database. Sessions, changes and restarts must not depend on which
// instance answers. The instances are also called directly (plain http on their own ports) to see each one.

test.describe.configure({ mode: "serial" });
test.skip(tlsInstanceCount < 2, "several instances need the PostgreSQL server (TEST_DATABASE_URL)");

const PUBLIC_URL = `https://127.0.0.1:${tlsProxyPort}`;
const SPECIALIST = "demo-dmitry-volkov";
const proxyAgent = new Agent({ keepAlive: true, maxSockets: 16, rejectUnauthorized: false });

interface Answer {
  status: number;
  body: string;
  headers: Headers;
}

/** A request to one instance directly, as nginx would forward it. */
async function onInstance(index: number, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${tlsAppPorts[index]}${path}`, {
    redirect: "manual",
    ...init,
    headers: { origin: PUBLIC_URL, ...init.headers },
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** A JSON POST to one instance from the loopback address `from` (the client address its rate limits count by). */
function postJsonFrom(from: string, index: number, path: string, body: string): Promise<{ status: number; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: tlsAppPorts[index],
        path,
        method: "POST",
        localAddress: from,
        headers: { origin: PUBLIC_URL, "content-type": "application/json" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, cookies: response.headers["set-cookie"] ?? [] }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * A request through nginx over https; an error (reset, refused) is answered as status 0. Like a browser, the client
 * sends a request again, once, when a kept-alive connection it reused was closed before any answer came (the race every
 * HTTP/1.1 client meets when a server closes an idle connection, as nginx's old workers do on a reload; RFC 9112
 * §9.3.1); any other error, or one on a new connection, counts.
 */
function throughProxy(
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
  isRetry = false,
): Promise<number> {
  return new Promise((resolve) => {
    const request = httpsRequest(
      { host: "127.0.0.1", port: tlsProxyPort, path, method, agent: proxyAgent, headers: { origin: PUBLIC_URL, ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      const isClosedKeptAlive = request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
      if (isClosedKeptAlive && !isRetry) {
        keptAliveResent++;
        resolve(throughProxy(path, { method, headers, body }, true));
      } else resolve(0);
    });
    request.end(body);
  });
}
/** How many requests throughProxy sent again after a kept-alive connection closed under them. */
let keptAliveResent = 0;

/**
 * A new account, then its password's session (a sign-up sets none since issue 24): the session cookie. `confirmed`
 * also opens the mailed confirmation link (the instances share one outbox), as a review needs.
 */
async function signUp(email: string, { confirmed = false } = {}): Promise<string> {
  const body = JSON.stringify({ email, password: "secret-pass", name: "" });
  // From an address of its own, so a retried run's sign-ups are not refused by the limit its first run used up.
  const from = `127.0.${1 + randomInt(250)}.${1 + randomInt(250)}`;
  const answer = await postJsonFrom(from, 0, "/api/auth/sign-up/email", body);
  expect(answer.status).toBe(200);
  const signedIn = await postJsonFrom(from, 0, "/api/auth/sign-in/email", body);
  expect(signedIn.status).toBe(200);
  if (confirmed) {
    const link = new URL(linkIn(await mailTo(email, { outbox: path.join(tlsWorkDir, "data", "outbox") }), "/api/auth/verify-email"));
    expect((await onInstance(0, `${link.pathname}${link.search}`)).status).toBe(302);
  }
  const cookie = signedIn.cookies.find((value) => value.includes("session_token="));
  expect(cookie).toContain("Secure");
  return cookie?.split(";")[0] ?? "";
}

/** Runs `workers` loops of `step` until `isDone`, counting answers by status (0 = a connection error). */
async function underLoad(workers: number, step: (worker: number, round: number) => Promise<number>, during: () => Promise<void>) {
  const statuses = new Map<number, number>();
  let isDone = false;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let round = 0; !isDone; round++) {
      const status = await step(worker, round);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  await during();
  isDone = true;
  await Promise.all(loops);
  return Object.fromEntries(statuses);
}

/** Restarts or kills an instance; resolves once it is ready again, with how long it took to exit and to be ready. */
async function control(action: "restart" | "kill", index: number): Promise<Replaced> {
  const response = await fetch(`http://127.0.0.1:${topologyControlPort}/${action}/${index}`, { method: "POST" });
  expect(response.status).toBe(200);
  return (await response.json()) as Replaced;
}

let cookie = "";
test.beforeAll(async () => {
  cookie = await signUp(`topology-${Date.now()}@example.com`, { confirmed: true });
});

test("a session made on one instance works on every other; signing out on one ends it everywhere", async () => {
  const other = await signUp(`topology-out-${Date.now()}@example.com`);
  for (const index of tlsAppPorts.keys()) {
    const dashboard = await onInstance(index, "/dashboard", { headers: { cookie: other } });
    expect(dashboard.status, `instance ${index}`).toBe(200);
  }
  const signedOut = await onInstance(2, "/logout", {
    method: "POST",
    headers: { cookie: other, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(signedOut.status).toBe(302);
  for (const index of [0, 1]) {
    const dashboard = await onInstance(index, "/dashboard", { headers: { cookie: other } });
    expect(dashboard.status, `instance ${index}`).toBe(302);
    expect(dashboard.headers.get("location")).toContain("/login");
  }
});

test("a review written on one instance shows on the others' next request, well before their cached renders expire", async () => {
  const page = `/specialists/${SPECIALIST}?tab=reviews`;
  const title = `Отзыв через инстанс ${Date.now()}`;
  // The anonymous page is now in each instance's render cache (kept 5 s) and shared reads.
  for (const index of [1, 2]) expect((await onInstance(index, page)).body).not.toContain(title);

  const written = await onInstance(0, "/api/reviews", {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "create",
      specialistId: SPECIALIST,
      rating: "5",
      title,
      content: "Всё сделано в срок.",
      projectType: "",
      projectName: "",
    }).toString(),
  });
  expect(written.status).toBe(200);
  const acknowledgedAt = performance.now();
  const delays: number[] = [];
  for (const index of [1, 2]) {
    let body = (await onInstance(index, page)).body;
    while (!body.includes(title) && performance.now() - acknowledgedAt < 4_000) body = (await onInstance(index, page)).body;
    expect(body, `instance ${index}`).toContain(title);
    delays.push(performance.now() - acknowledgedAt);
  }
  console.info(`a review showed on the other instances ${delays.map((delay) => `${delay.toFixed(0)} ms`).join(" and ")} after it was acknowledged`);
  expect(Math.max(...delays)).toBeLessThan(1_000);
});

test("each instance reports its requests by route, its queries, pool and scheduled jobs to a scraper with the token", async () => {
  expect((await onInstance(0, "/metrics")).status).toBe(401);
  const scraped = await Promise.all(
    [...tlsAppPorts.keys()].map((index) => onInstance(index, "/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })),
  );
  expect(scraped.map((answer) => answer.status)).toEqual(tlsAppPorts.map(() => 200));
  // The tests above read the profile page on instances 1 and 2 and wrote the review on instance 0.
  const body = scraped.map((answer) => answer.body).join("\n");
  expect(body).toMatch(/^http_requests_total\{route="\/specialists\/:id",method="GET",status="200"\} [1-9]/m);
  expect(body).toMatch(/^http_requests_total\{route="\/api\/reviews",method="POST",status="200"\} [1-9]/m);
  expect(body).toMatch(/^db_query_duration_seconds_count\{database="postgres"\} [1-9]/m);
  expect(body).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
  expect(body).toMatch(/^scheduled_job_runs_total\{job="import round",outcome="done"\} [1-9]/m);
  expect(body).toContain("process_resident_memory_bytes");
});

/** The saved jobs of the account whose session `cookie` holds, read from the database. */
async function savedJobIds(database: pg.Client): Promise<Set<string>> {
  const { rows } = await database.query<{ job_id: string }>(
    "select job_id from saved_job join session on session.user_id = saved_job.user_id where session.token = $1",
    [decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0]],
  );
  return new Set(rows.map((row) => row.job_id));
}

function connectToSiteDatabase(): pg.Client {
  return new pg.Client({ connectionString: Object.assign(new URL(process.env.TEST_DATABASE_URL ?? ""), { pathname: `/${tlsDatabaseName}` }).toString() });
}

/** Saves (`intent` save) or removes a job through nginx as the signed-in account: a write. */
function saveJob(jobId: string, intent: "save" | "remove"): Promise<number> {
  return throughProxy("/api/saved-jobs", {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ jobId, intent }).toString(),
  });
}

test("a rolling restart of every instance under mixed reads and writes loses no request, a POST included", async () => {
  test.setTimeout(180_000);
  const database = connectToSiteDatabase();
  await database.connect();
  try {
    const jobIds = (await database.query<{ id: string }>("select id from job where is_open order by id desc limit 28")).rows.map((row) => row.id);
    expect(jobIds.length).toBe(28);
    const restarts: Replaced[] = [];
    const byMethod = { GET: new Map<number, number>(), POST: new Map<number, number>() };
    /** Each writer saves its own jobs in turn and removes them again: the last acknowledged intent per job is what must be stored. */
    const lastAcknowledged = new Map<string, "save" | "remove">();
    await underLoad(
      8,
      async (worker, round) => {
        const isWrite = worker >= 4;
        let status: number;
        if (!isWrite) status = await (worker % 2 === 0 ? throughProxy("/about") : throughProxy("/dashboard", { headers: { cookie } }));
        else {
          const jobId = jobIds[(worker - 4) * 7 + (round % 7)] as string;
          const intent = Math.floor(round / 7) % 2 === 0 ? "save" : "remove";
          status = await saveJob(jobId, intent);
          if (status === 200) lastAcknowledged.set(jobId, intent);
        }
        const counts = byMethod[isWrite ? "POST" : "GET"];
        counts.set(status, (counts.get(status) ?? 0) + 1);
        return status;
      },
      // The runbook's rolling update, one instance after another: out of nginx's service (deploy/nginx/start.sh drain),
      // stopped (SIGTERM), started, ready, back in service (undrain). nginx never sends it a request while it stops, so
      // it never marks one failed either: the next one follows at once.
      async () => {
        for (const index of tlsAppPorts.keys()) restarts.push(await control("restart", index));
      },
    );
    const report = (counts: Map<number, number>) => JSON.stringify(Object.fromEntries(counts));
    console.info(
      `rolling restart of ${tlsAppPorts.length} instances: GET by status ${report(byMethod.GET)}, POST by status ${report(byMethod.POST)} (${keptAliveResent} sent again on a new connection after nginx's reload closed a kept-alive one); each instance was out of nginx's service in ${restarts.map((restart) => restart.drainedAfterMs).join(", ")} ms, exited ${restarts.map((restart) => restart.stoppedAfterMs).join(", ")} ms after SIGTERM, was back in service ${restarts.map((restart) => restart.undrainedAfterMs).join(", ")} ms after it was ready, ${restarts.map((restart) => restart.readyAfterMs).join(", ")} ms in all`,
    );
    expect([...byMethod.GET.keys()]).toEqual([200]);
    expect([...byMethod.POST.keys()]).toEqual([200]);
    expect(byMethod.POST.get(200)).toBeGreaterThan(100);
    // Every acknowledged write is stored: the jobs last saved are saved, those last removed are not.
    const saved = await savedJobIds(database);
    const wrong = [...lastAcknowledged].filter(([jobId, intent]) => saved.has(jobId) !== (intent === "save"));
    expect(wrong).toEqual([]);
  } finally {
    await database.end();
  }
});

test("kill -9 of an instance under load: reads go on through the others, and every acknowledged save is kept", async () => {
  test.setTimeout(120_000);
  const database = connectToSiteDatabase();
  await database.connect();
  try {
    const jobIds = (await database.query<{ id: string }>("select id from job where is_open order by id limit 200")).rows.map((row) => row.id);
    expect(jobIds.length).toBeGreaterThan(20);
    const acknowledged: string[] = [];
    const reads = new Map<number, number>();
    const writes = await underLoad(
      6,
      async (worker, round) => {
        if (worker < 3) {
          const status = await throughProxy(worker === 0 ? "/" : "/dashboard", { headers: worker === 0 ? {} : { cookie } });
          reads.set(status, (reads.get(status) ?? 0) + 1);
          return -1;
        }
        const jobId = jobIds[(round * 3 + worker - 3) % jobIds.length] as string;
        const status = await saveJob(jobId, "save");
        if (status === 200) acknowledged.push(jobId);
        return status;
      },
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await control("kill", 1);
      },
    );
    console.info(`kill -9 under load: reads by status ${JSON.stringify(Object.fromEntries(reads))}; saves by status ${JSON.stringify(writes)}`);
    // A read the killed instance had begun to answer is cut (nginx cannot pass half an answer on): at most one per reader
    // in flight at the kill; every other read is answered by the others.
    expect([...reads.keys()].filter((status) => status !== 200 && status !== 0)).toEqual([]);
    expect(reads.get(0) ?? 0).toBeLessThanOrEqual(3);
    expect(reads.get(200)).toBeGreaterThan(100);
    const saved = await savedJobIds(database);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((jobId) => !saved.has(jobId))).toEqual([]);
  } finally {
    await database.end();
  }
});
