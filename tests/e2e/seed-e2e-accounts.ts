import { mkdir } from "node:fs/promises";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { openDatabase } from "~/adapters/db/client.server";
import { DB_TEMPLATE_DIR } from "~/adapters/db/template";
import { createLocalStorage } from "~/adapters/storage/local-storage.server";
import { seedDemoSpecialists } from "~/features/demo-content/demo-specialists.server";
import { seedAlertSubscribers } from "./fixtures/alert-subscribers";
import { audioEditorAccounts, editorAccounts } from "./fixtures/editor-accounts";

/**
 * Adds the profile editor's Pro accounts to the e2e server's fresh DATA_DIR before the server opens it
 * (PGlite takes one process at a time): the same seeding as the demo specialists, on the same storage keys.
 */
export async function seedE2eAccounts(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db"), template: path.resolve(DB_TEMPLATE_DIR) });
  try {
    await handle.migrate();
    await seedDemoSpecialists(handle.db, [...Object.values(editorAccounts), ...Object.values(audioEditorAccounts)], {
      storage: createLocalStorage(path.join(dataDir, "uploads")),
      mediaDir: path.resolve("demo/specialists/media"),
      hashPassword,
    });
    await seedAlertSubscribers(handle.db);
  } finally {
    await handle.close();
  }
}
