// Telegram (issue 17, docs/decisions/026): the cabinet's linking panel, the bot's replies, the jobs channel's posts.
export const telegram = {
  panel: {
    title: "Telegram",
    description: "Подключите Telegram, и оповещения о новых вакансиях по вашим подпискам будут приходить в чат с ботом.",
    connect: "Подключить Telegram",
    connecting: "Готовим ссылку…",
    openBot: "Открыть бота в Telegram",
    linkHint: "Откройте ссылку и нажмите «Запустить» в чате с ботом. Ссылка действует 15 минут и срабатывает один раз.",
    afterLinking: "Подключили? Обновите страницу.",
    refresh: "Обновить",
    linked: "Telegram подключён: {username}",
    linkedNoUsername: "Telegram подключён",
    disconnect: "Отключить",
    disconnecting: "Отключаем…",
    disconnected: "Telegram отключён",
    errors: {
      AUTH_REQUIRED: "Войдите в аккаунт, чтобы подключить Telegram",
      FORBIDDEN_ORIGIN: "Не удалось выполнить действие. Обновите страницу и попробуйте ещё раз",
      INVALID_REQUEST: "Не удалось выполнить действие. Обновите страницу и попробуйте ещё раз",
      UNAVAILABLE: "Telegram сейчас недоступен. Попробуйте позже",
      FAILED: "Не удалось выполнить действие. Попробуйте ещё раз",
    },
  },
  bot: {
    linked: "Telegram подключён: {account}. Сюда будут приходить оповещения о новых вакансиях по вашим подпискам. Отключить — команда /stop.",
    invalidToken:
      "Ссылка для подключения недействительна: она устарела или уже использована. Откройте «Мои подписки» в личном кабинете ({site}) и нажмите «Подключить Telegram» ещё раз.",
    howToLink:
      "Это бот сайта Звук.Работа. Чтобы получать оповещения о новых вакансиях, откройте «Мои подписки» в личном кабинете ({site}) и нажмите «Подключить Telegram».",
    stopped: "Telegram отключён: оповещения сюда больше не придут. Подключить снова можно в личном кабинете ({site}).",
    notLinked: "Этот чат не подключён к аккаунту на Звук.Работе. Подключить можно в личном кабинете ({site}).",
  },
  channel: {
    english: "ENG",
    details: "Подробнее и отклик",
  },
};

export type TelegramDictionary = typeof telegram;
