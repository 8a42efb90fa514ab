import { spawn } from "node:child_process";
import path from "node:path";
import { track } from "./children.ts";

/** The production build (scripts/build.ts), with the current Node; the output is shown only if it fails. Returns the wall time in ms. */
export async function buildForProduction(projectRoot: string): Promise<number> {
  const startedAt = performance.now();
  const child = track(
    spawn(process.execPath, [path.join(projectRoot, "scripts/build.ts")], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0) {
    process.stderr.write(output);
    throw new Error(`build failed (exit code ${code})`);
  }
  return performance.now() - startedAt;
}
