// Saved searches (issue 17): saving one (the home page's "Подписаться на вакансии") and the answers to every write of
// one (toasts, errors). The cabinet's "Мои подписки" tab is in job-alerts-tab.ts; the alerts' own texts (e-mail, Telegram) are elsewhere.
export const jobAlerts = {
  save: {
    button: "Подписаться на вакансии",
    saving: "Сохранение...",
    saved: "Подписка сохранена",
    alreadySaved: "Этот поиск уже сохранён",
    savedDescription: "«{name}»",
    openCabinet: "Перейти в «Мои подписки»",
    signIn: "Войти",
    hint: "Пришлём новые вакансии по этому поиску",
  },
  toasts: {
    label: "Уведомление",
    viewportLabel: "Уведомления ({hotkey})",
    close: "Закрыть уведомление",
  },
  defaultName: {
    all: "Все вакансии",
  },
  errors: {
    nameRequired: "Введите название подписки",
    nameTooLong: "Название — не длиннее 100 символов",
    invalid: "Проверьте данные формы",
    notFound: "Подписка не найдена — возможно, она уже удалена",
  },
  /** Why a write was refused (docs/decisions/035: refusal codes are UPPER_SNAKE_CASE; the field messages above are not). */
  refusals: {
    INVALID: "Проверьте данные формы",
    LIMIT: "Можно сохранить не больше 20 подписок. Удалите ненужную, чтобы добавить новую.",
    NOT_FOUND: "Подписка не найдена — возможно, она уже удалена",
    AUTH_REQUIRED: "Войдите, чтобы сохранить поиск",
    FAILED: "Не удалось сохранить подписку. Попробуйте ещё раз.",
  },
};

export type JobAlertsDictionary = typeof jobAlerts;
