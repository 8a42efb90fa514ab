// The cabinet's "Мои подписки" tab (issue 17): the saved searches' list, settings and delete. Saving a search and the
// answers every page shows (toasts, errors) are in job-alerts.ts.
export const jobAlertsTab = {
  panel: {
    title: "Мои подписки",
    unconfirmedAddress:
      "Письма по подпискам не приходят, пока вы не подтвердите e-mail: откройте ссылку из нашего письма. Отправить его ещё раз можно вверху страницы.",
    empty: "У вас пока нет подписок",
    emptyHint: "Найдите вакансии на главной странице и нажмите «Подписаться на вакансии» — мы сообщим о новых.",
    findJobs: "Перейти к вакансиям",
    error: "Не удалось загрузить подписки",
    retry: "Попробуйте обновить страницу",
    count: "Подписок: {count} из {max}",
    filtersLabel: "Фильтры подписки",
    query: "Запрос: {query}",
    noFilters: "Все вакансии без фильтров",
    newCount: "Новых: {count}",
    newNone: "Новых нет",
    newLabel: "Новых вакансий с последнего просмотра: {count}",
    openResults: "Смотреть вакансии",
    openNew: "Смотреть новые",
  },
  fields: {
    name: "Название",
    frequency: "Как часто",
    channel: "Куда присылать",
  },
  frequencies: {
    instant: "Мгновенно",
    daily: "Раз в день",
    weekly: "Раз в неделю",
    off: "Выключено",
  },
  channels: {
    email: "E-mail",
    telegram: "Telegram",
    both: "E-mail и Telegram",
  },
  telegramNote: "Подключите Telegram, чтобы получать уведомления в Telegram",
  actions: {
    saveSettings: "Сохранить",
    saving: "Сохранение...",
    saved: "Подписка обновлена",
    delete: "Удалить",
    deleting: "Удаление...",
    deleteLabel: "Удалить подписку «{name}»",
    deleteTitle: "Удалить подписку?",
    deleteText: "Подписка «{name}» будет удалена, уведомления по ней больше не придут.",
    confirmDelete: "Удалить подписку",
    cancel: "Отмена",
    deleted: "Подписка удалена",
  },
};

export type JobAlertsTabDictionary = typeof jobAlertsTab;
