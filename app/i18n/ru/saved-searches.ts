// Saved searches (issue 17): the home page's "Подписаться на вакансии" and the cabinet's "Мои подписки".
// The alerts' own texts (e-mail, Telegram) are elsewhere.
export const savedSearches = {
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
  errors: {
    nameRequired: "Введите название подписки",
    nameTooLong: "Название — не длиннее 100 символов",
    invalid: "Проверьте данные формы",
    limit: "Можно сохранить не больше 20 подписок. Удалите ненужную, чтобы добавить новую.",
    notFound: "Подписка не найдена — возможно, она уже удалена",
    authRequired: "Войдите, чтобы сохранить поиск",
    failed: "Не удалось сохранить подписку. Попробуйте ещё раз.",
  },
};

export type SavedSearchesDictionary = typeof savedSearches;
