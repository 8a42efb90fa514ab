// The personal cabinet (spec 2 "Dashboard", 8 "Saved vacancies load", "Empty and fallback texts"); the
// profile editor's own texts are in profile-editor.ts.
export const dashboard = {
  seoTitle: "Личный кабинет",
  greeting: "Здравствуйте, {email}!",
  hiddenProfile: "Модератор скрыл ваш профиль из каталога. Причина: {reason}. Исправьте профиль — после проверки он снова появится в каталоге.",
  progress: {
    title: "Заполненность профиля",
    value: "{percent}%",
    label: "Профиль заполнен на {percent}%",
    hint: "Заполненный профиль помогает работодателям и заказчикам найти вас.",
  },
  tabs: {
    label: "Разделы кабинета",
    saved: "Сохранённые вакансии",
    alerts: "Мои подписки",
    profile: "Профиль специалиста",
    reviews: "Мои отзывы",
  },
  saved: {
    title: "Сохранённые вакансии",
    empty: "У вас пока нет сохранённых вакансий",
    findJobs: "Перейти к вакансиям",
    error: "Не удалось загрузить сохранённые вакансии",
    retry: "Попробуйте обновить страницу",
    closed: "Вакансия закрыта",
  },
  profile: {
    title: "Профиль специалиста",
    checklistTitle: "Что заполнено в профиле",
    done: "заполнено",
    missing: "не заполнено",
    checks: {
      name: "Имя",
      surname: "Фамилия",
      email: "E-mail",
      workExperience: "Опыт работы (лет)",
      experience: "Описание опыта",
      photo: "Фото",
      specializations: "Хотя бы одна специализация",
    },
  },
  toasts: {
    label: "Уведомление",
    viewportLabel: "Уведомления ({hotkey})",
    close: "Закрыть уведомление",
  },
  reviews: {
    title: "Мои отзывы",
    empty: "У вас пока нет отзывов",
  },
};

export type DashboardDictionary = typeof dashboard;
