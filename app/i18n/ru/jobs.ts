// Job lists: the list, job cards, search and filters (spec 2 "Home"). A job's own page is in job-page.ts.
export const jobs = {
  /**
   * Fixed values of the sheet's columns (spec 3 defaults "Полная занятость", "Не указано", and the employment types
   * the sheet uses): shown translated on /en, matched by their Russian text (app/features/jobs/job-values.ts).
   */
  fixedValues: {
    fullTime: "Полная занятость",
    partTime: "Частичная занятость",
    projectWork: "Проектная работа",
    freelance: "Фриланс",
    internship: "Стажировка",
    notSpecified: "Не указано",
    remote: "Удалённо",
  },
  search: {
    label: "Поиск вакансий",
    placeholder: "Должность, компания или ключевое слово",
    submit: "Найти",
  },
  filters: {
    title: "Фильтры",
    location: "Локация",
    allLocations: "Все локации",
    type: "Тип занятости",
    anyType: "Любой тип",
    reset: "Сбросить фильтры",
    /** Closes the phones' filter sheet (not in the spec: phones get the side panel's filters in a sheet). */
    done: "Показать вакансии",
  },
  list: {
    loading: "Загружаем вакансии",
    empty: "Вакансии не найдены",
    error: "Произошла ошибка при загрузке вакансий",
    retry: "Попробуйте обновить страницу",
    network: "Проверьте подключение к интернету",
    more: "Показать ещё",
  },
  card: {
    english: "ENG",
    englishLabel: "Вакансия на английском языке",
    details: "Подробнее",
    detailsLabel: "Подробнее о вакансии «{title}»",
    save: "Сохранить",
    saved: "Сохранено",
    saving: "Сохранение...",
    saveFailed: "Не удалось сохранить вакансию",
    /** Closes the message of a save that failed. */
    dismiss: "Закрыть",
  },
  channelPromo: {
    title: "Новые вакансии каждый день",
    text: "Подпишитесь на Telegram-канал: публикуем вакансии для звукорежиссёров, саунд-дизайнеров и композиторов, как только они появляются.",
    cta: "Подписаться на канал",
  },
};

export type JobsDictionary = typeof jobs;
