import { telegram as enTelegram } from "~/i18n/en/telegram";
import { telegram as ruTelegram } from "~/i18n/ru/telegram";
import { E2E_TELEGRAM } from "./e2e-server";
import { expect, expectAccessible, expectNothingSpillsOut, registerAccount, test, visit } from "./fixtures";

// Linking Telegram from the cabinet (issue 17, docs/decisions/026): the panel's button gives the bot's deep link with a
// one-time token; the bot's /start with it (played here through the webhook route, as Telegram would post it) links
// the chat, and the cabinet shows it after a reload; «Отключить» unlinks.

const languages = [
  { language: "ru", prefix: "", t: ruTelegram.panel },
  { language: "en", prefix: "/en", t: enTelegram.panel },
] as const;

for (const { language, prefix, t } of languages) {
  test(`${language}: the cabinet links Telegram through the bot's deep link and unlinks it`, async ({ page, baseURL }, testInfo) => {
    await registerAccount(page, baseURL, { name: `telegram-${language}`, prefix });
    await visit(page, `${prefix}/dashboard?tab=alerts`);
    const panel = page.getByTestId("telegram-link-panel");
    await expect(panel.getByRole("heading", { name: t.title })).toBeVisible();
    await panel.getByRole("button", { name: t.connect }).click();
    const deepLink = panel.getByRole("link", { name: t.openBot });
    await expect(deepLink).toHaveAttribute("href", new RegExp(`^https://t\\.me/${E2E_TELEGRAM.botUsername}\\?start=[A-Za-z0-9_-]{32}$`));
    await expect(deepLink).toHaveAttribute("target", "_blank");
    await expect(panel.getByText(t.linkHint)).toBeVisible();
    await expectAccessible(page);
    await expectNothingSpillsOut(panel);
    await page.screenshot({ path: testInfo.outputPath(`telegram-link-${language}.png`), fullPage: true });

    // Telegram posting the user's "/start <token>" to the webhook, with the webhook's secret.
    const token = new URL((await deepLink.getAttribute("href")) ?? "").searchParams.get("start");
    const chatId = 900_000 + Math.floor(Math.random() * 99_999);
    const username = `e2e_${language}_${chatId}`;
    const update = {
      update_id: chatId,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: "private", username },
        from: { id: chatId, is_bot: false, first_name: "E2E", username },
        text: `/start ${token}`,
      },
    };
    const refused = await page.request.post("/api/telegram/webhook", {
      data: update,
      headers: { "X-Telegram-Bot-Api-Secret-Token": "wrong-secret-0123456789" },
    });
    expect(refused.status()).toBe(403);
    const accepted = await page.request.post("/api/telegram/webhook", {
      data: update,
      headers: { "X-Telegram-Bot-Api-Secret-Token": E2E_TELEGRAM.webhookSecret },
    });
    expect(accepted.status()).toBe(200);

    const linked = t.linked.replace("{username}", `@${username}`);
    await expect(async () => {
      await page.reload();
      await expect(panel.getByText(linked)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expectNothingSpillsOut(panel);
    await page.screenshot({ path: testInfo.outputPath(`telegram-linked-${language}.png`), fullPage: true });

    await panel.getByRole("button", { name: t.disconnect }).click();
    await expect(panel.getByText(t.disconnected)).toBeVisible();
    await expect(panel.getByRole("button", { name: t.connect })).toBeVisible();
    await page.reload();
    await expect(panel.getByRole("button", { name: t.connect })).toBeVisible();
  });
}
