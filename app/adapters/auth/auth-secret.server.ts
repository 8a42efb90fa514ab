import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * AUTH_SECRET from the environment, or one generated on first start and kept in DATA_DIR
 * (readable by the owner only), so the embedded default needs no configuration.
 */
export async function loadAuthSecret(dataDir: string, fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  const file = path.join(dataDir, "secrets", "auth-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // "wx": when two processes race, the first file wins and both read it back.
    await writeFile(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" }).catch(() => undefined);
    return (await readFile(file, "utf8")).trim();
  }
}
