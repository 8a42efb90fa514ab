import { spawn } from "node:child_process";
import path from "node:path";
import { track } from "./children.ts";

/** `react-router build` for production, with the current Node; the output is shown only if it fails. Returns the wall time in ms. */
export async function buildForProduction(projectRoot: string): Promise<number> {
  const cli = path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs");
  const startedAt = performance.now();
  const child = track(
    spawn(process.execPath, [cli, "build"], {
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
    throw new Error(`react-router build failed (exit code ${code})`);
  }
  return performance.now() - startedAt;
}
