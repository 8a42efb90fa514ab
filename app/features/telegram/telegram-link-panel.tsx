import { useFetcher, useRevalidator } from "react-router";
import { telegramText } from "~/i18n/telegram";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import type { TelegramLinkActionData, TelegramLinkState } from "./link-tokens";

const TELEGRAM_LINK_ENDPOINT = "/api/telegram/link";

/**
 * The cabinet's Telegram panel (docs/decisions/026): «Подключить Telegram» asks for a one-time deep link to the bot
 * and shows it; once the bot has linked the chat, the page (refreshed) shows the Telegram username and «Отключить».
 * Nothing at all without a bot token (`state.enabled` false). It sits in the cabinet's "Мои подписки" panel (an h3 under its h2).
 */
export function TelegramLinkPanel({ state }: { state: TelegramLinkState }) {
  const t = useT(telegramText).panel;
  const fetcher = useFetcher<TelegramLinkActionData>();
  const revalidator = useRevalidator();
  if (!state.enabled) return null;
  const pendingIntent = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = result && "error" in result ? t.errors[result.error] : null;
  const link = !state.linked && result && "url" in result ? result.url : null;
  const submit = (intent: "connect" | "disconnect") => void fetcher.submit({ intent }, { method: "post", action: TELEGRAM_LINK_ENDPOINT });

  return (
    <section aria-labelledby="telegram-link-title" className="rounded-2xl border border-zinc-200 bg-white p-5" data-testid="telegram-link-panel">
      <h3 id="telegram-link-title" className="font-semibold">
        {t.title}
      </h3>
      {state.linked ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-medium wrap-anywhere text-emerald-800">
            {state.username ? interpolate(t.linked, { username: `@${state.username}` }) : t.linkedNoUsername}
          </p>
          <button type="button" disabled={pendingIntent === "disconnect"} onClick={() => submit("disconnect")} className={buttonClass.danger}>
            {pendingIntent === "disconnect" ? t.disconnecting : t.disconnect}
          </button>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-zinc-700">{t.description}</p>
          {result && "ok" in result && (
            <p role="status" className="text-sm text-zinc-700">
              {t.disconnected}
            </p>
          )}
          {link ? (
            <div className="space-y-3 rounded-xl bg-sky-50 p-4">
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonClass.primary} inline-block text-center`}
                data-testid="telegram-deep-link"
              >
                {t.openBot}
              </a>
              <p className="text-sm text-zinc-700">{t.linkHint}</p>
              <p className="flex flex-wrap items-center gap-3 text-sm text-zinc-700">
                {t.afterLinking}
                <button type="button" onClick={() => void revalidator.revalidate()} className={buttonClass.secondary}>
                  {t.refresh}
                </button>
              </p>
            </div>
          ) : (
            <button type="button" disabled={pendingIntent === "connect"} onClick={() => submit("connect")} className={buttonClass.primary}>
              {pendingIntent === "connect" ? t.connecting : t.connect}
            </button>
          )}
          {error && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
