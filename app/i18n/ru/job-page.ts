// A job's own page (spec 2 "Job detail"): the page, its apply dialog and side cards, and the Yandex feed's offer, which
// is built from the same job. The list, cards and filters every job list shows are in jobs.ts.
export const jobPage = {
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

export type JobPageDictionary = typeof jobPage;
