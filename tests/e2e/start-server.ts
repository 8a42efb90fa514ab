import { rm } from "node:fs/promises";
import path from "node:path";

// Every end-to-end run starts on an empty embedded database of its own.
const dataDir = path.resolve(import.meta.dirname, "../../test-results/e2e-data");
await rm(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import("../../server/start.ts");
