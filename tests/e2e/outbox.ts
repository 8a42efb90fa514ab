import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { parseMail, type ReceivedMail } from "../fakes/smtp-server";
import { e2eDataDir } from "./e2e-server";

// The e2e servers run without SMTP_URL: mails are .eml files in DATA_DIR/outbox, named by time and address.
const e2eOutbox = path.join(e2eDataDir, "outbox");

/**
 * The newest mail to `address` (whose subject is `subject`, when given), waited for, in the e2e server's outbox or
 * another (`outbox`: the `tls-proxy` instances' shared one).
 */
export async function mailTo(
  address: string,
  { subject, timeout, outbox = e2eOutbox }: { subject?: string; timeout?: number; outbox?: string } = {},
): Promise<ReceivedMail> {
  const suffix = `-${address.replace(/[^\w.@-]/g, "_")}.eml`;
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith(suffix)).sort();
        for (const file of files.reverse()) {
          const mail = parseMail(await readFile(path.join(outbox, file)));
          if (subject === undefined || mail.subject === subject) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a mail${subject ? ` "${subject}"` : ""} to ${address} in ${outbox}`, ...(timeout ? { timeout } : {}) },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** How many mails went to `address` so far. */
export async function mailCount(address: string): Promise<number> {
  const suffix = `-${address.replace(/[^\w.@-]/g, "_")}.eml`;
  return (await readdir(e2eOutbox).catch(() => [] as string[])).filter((file) => file.endsWith(suffix)).length;
}

/** The first link in a mail's text that goes to `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link to ${pathPart} in "${mail.subject}"`);
  return link;
}
