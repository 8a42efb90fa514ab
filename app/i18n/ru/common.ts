import type { PluralForms } from "../plural";

// Texts shared by every page: the layout, error pages and the site's own name.
export const common = {
  /** The live counter under capped text fields (spec 5 "Profile editor"). */
  remaining: { one: "{n} символ остался", few: "{n} символа осталось", many: "{n} символов осталось", other: "{n} символа осталось" } satisfies PluralForms,
  /** Skeletons shown while a page loads in the browser (the root shows them, so their texts live here). */
  skeletons: { specialists: "Загружаем специалистов", preparing: "Подготавливаем список специалистов…", profile: "Загружаем профиль специалиста" },
  siteName: "Звук.Работа",
  siteDescription: "Вакансии для звукорежиссёров, саунд-дизайнеров, композиторов и актёров озвучания, каталог специалистов по звуку.",
  marquee: {
    text: "Бесплатный вебинар по сведению вокала 16.09 — регистрируйтесь и приходите с вопросами",
    cta: "Записаться на вебинар",
  },
  header: {
    home: "на главную",
    nav: { specialists: "Специалисты", education: "Обучение", blog: "Блог", about: "О проекте" },
    navLabel: "Основная навигация",
    pro: "Стать PRO",
    signIn: "Войти",
    cabinet: "Личный кабинет",
    signOut: "Выйти",
    languageToggle: "EN",
    languageToggleLabel: "Switch to English",
    openMenu: "Открыть меню",
    closeMenu: "Закрыть меню",
    menuTitle: "Меню",
    online: { one: "{n} работодатель онлайн", few: "{n} работодателя онлайн", many: "{n} работодателей онлайн", other: "{n} работодателя онлайн" },
  },
  footer: {
    about: "О проекте",
    blog: "Блог",
    contacts: "Контакты",
    pro: "PRO-доступ",
    jobsChannel: "Канал с вакансиями",
    manager: "Написать менеджеру",
    legal: "Пользовательское соглашение",
    copyright: "© {year} Звук.Работа",
    social: "Мы в соцсетях",
    socialVk: "ВКонтакте",
    socialYoutube: "YouTube",
    socialTelegram: "Telegram",
    tagline: "Работа и специалисты в мире звука",
    postJob: "Разместить вакансию",
    sections: { site: "Сайт", messengers: "Мессенджеры", employers: "Работодателям" },
  },
  dates: {
    today: "Сегодня",
    yesterday: "Вчера",
    daysAgo: { one: "{n} день назад", few: "{n} дня назад", many: "{n} дней назад", other: "{n} дня назад" },
  },
  loading: "Загрузка...",
  notFound: {
    title: "Страница не найдена",
    text: "Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.",
    home: "На главную",
  },
  badRequest: {
    title: "Некорректный адрес",
    text: "В адресе страницы есть недопустимые символы. Проверьте ссылку или начните с главной.",
    home: "На главную",
  },
  serverError: {
    title: "Что-то пошло не так",
    text: "Мы уже знаем об ошибке и разбираемся. Попробуйте обновить страницу через минуту.",
    home: "На главную",
  },
  /** The banner on every page while an admin acts as someone (docs/decisions/020). */
  impersonation: {
    label: "Вход от имени пользователя",
    banner: "Вы действуете от имени {name} ({email})",
    stop: "Завершить",
  },
};

export type CommonDictionary = typeof common;
