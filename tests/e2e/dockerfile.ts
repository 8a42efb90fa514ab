import { spawnSync } from "node:child_process";
import { cp, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { checkoutCommit } from "../../app/config/build-version.ts";

/**
 * The runtime stage of deploy/Dockerfile, replayed on this machine (no container registry is reachable here): its
 * ARG lines take the build arguments the runbook's `docker build` passes (APP_VERSION: this checkout's commit), its
 * COPY lines copy from the repository (the build stage's /app is the repository after `npm run build`), its RUN
 * lines run in the target directory (those that only prepare the image's user or install its system packages are skipped), its ENV lines (with
 * `$NAME` of an ARG or an earlier ENV) and CMD are returned for starting the instances. A line of another kind fails
 * the replay, so the file cannot drift.
 */
export interface Artefact {
  directory: string;
  env: Record<string, string>;
  command: string[];
}

// The image's user, and its system packages (.ci/run installs them on this machine: ffmpeg).
const IMAGE_ONLY = [/^mkdir -p \/app\/data && chown /, /^apt-get update && apt-get install /];

export async function replayRuntimeStage(projectRoot: string, directory: string): Promise<Artefact> {
  const buildArguments: Record<string, string | undefined> = { APP_VERSION: checkoutCommit(projectRoot) };
  const variables: Record<string, string> = {};
  const substitute = (value: string) => value.replace(/\$\{?(\w+)\}?/g, (_, name: string) => variables[name] ?? "");
  const dockerfile = await readFile(path.join(projectRoot, "deploy/Dockerfile"), "utf8");
  const stages = dockerfile.split(/^FROM /m);
  const runtime = stages.at(-1) ?? "";
  const artefact: Artefact = { directory, env: {}, command: [] };
  await mkdir(directory, { recursive: true });
  for (const line of runtime
    .split("\n")
    .slice(1)
    .map((text) => text.trim())) {
    if (line === "" || line.startsWith("#")) continue;
    const [instruction = "", ...rest] = line.split(/\s+/);
    const argument = line.slice(instruction.length).trim();
    if (instruction === "WORKDIR" || instruction === "USER" || instruction === "EXPOSE" || instruction === "HEALTHCHECK") continue;
    if (instruction === "ARG") {
      const [name = "", fallback = ""] = argument.split("=");
      variables[name] = buildArguments[name] ?? fallback;
    } else if (instruction === "ENV") {
      const [name = "", value = ""] = argument.split("=");
      artefact.env[name] = variables[name] = substitute(value);
    } else if (instruction === "COPY") {
      const parts = rest.filter((part) => !part.startsWith("--from="));
      const target = path.resolve(directory, parts.at(-1) ?? ".");
      for (const source of parts.slice(0, -1)) {
        const from = path.join(projectRoot, source.replace(/^\/app\//, ""));
        await mkdir(path.dirname(target), { recursive: true });
        await cp(from, parts.length > 2 ? path.join(target, path.basename(from)) : target, { recursive: true });
      }
    } else if (instruction === "RUN") {
      if (IMAGE_ONLY.some((pattern) => pattern.test(argument))) continue;
      const run = spawnSync("sh", ["-c", argument], { cwd: directory, stdio: "inherit", env: { ...process.env, ...artefact.env } });
      if (run.status !== 0) throw new Error(`deploy/Dockerfile: "${argument}" exited with ${run.status}`);
    } else if (instruction === "CMD") {
      artefact.command = JSON.parse(argument) as string[];
    } else {
      throw new Error(`deploy/Dockerfile: the replay does not know "${instruction}"`);
    }
  }
  return artefact;
}
