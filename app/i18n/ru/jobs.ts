// Job list, job card and job page (spec 2 "Home", "Job detail").
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
  },
  channelPromo: {
    title: "Новые вакансии каждый день",
    text: "Подпишитесь на Telegram-канал: публикуем вакансии для звукорежиссёров, саунд-дизайнеров и композиторов, как только они появляются.",
    cta: "Подписаться на канал",
  },
  detail: {
    back: "Все вакансии",
    notFound: "Вакансия не найдена",
    notFoundText: "Возможно, её сняли с публикации или ссылка устарела.",
    notFoundBack: "Вернуться к вакансиям",
    description: "Описание",
    responsibilities: "Обязанности",
    requirements: "Требования",
    conditions: "Условия",
    apply: "Откликнуться",
    closed: "Вакансия закрыта: работодатель больше не принимает отклики.",
    similar: "Похожие вакансии",
    facts: "О вакансии",
  },
  applyDialog: {
    title: "Откликнуться на вакансию",
    description: "Выберите удобный способ связаться с работодателем.",
    website: "Откликнуться на сайте",
    email: "Почта для откликов",
    copy: "Копировать",
    copied: "Скопировано",
    form: "Заполнить форму",
    telegram: "Написать в Telegram",
    hh: "Откликнуться на hh.ru",
    close: "Закрыть",
  },
  proPromo: {
    title: "Пусть работодатели находят вас сами",
    text: "С PRO-доступом ваш профиль, портфолио и услуги появятся в каталоге специалистов.",
    cta: "Подробнее о PRO",
  },
  /** The Yandex vacancies feed (docs/decisions/028): its one category, and the sets Yandex's snippets link to. */
  yandexFeed: {
    category: "Вакансии в звукорежиссуре, саунд-дизайне, музыке и озвучании",
    allJobs: "Все вакансии в звуке",
    setName: "Вакансии в звуке: {location}",
  },
  ad: {
    label: "Реклама",
    title: "Киношкола: звук для кино",
    text: "Курс звукорежиссуры и саунд-дизайна для кино и сериалов: запись на площадке, монтаж, сведение в 5.1.",
    cta: "Узнать о курсе",
  },
};

export type JobsDictionary = typeof jobs;
