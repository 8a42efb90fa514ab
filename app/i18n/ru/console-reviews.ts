import type { PluralForms } from "../plural";

export const consoleReviews = {
  title: "Отзывы",
  lead: "Все отзывы, сначала новые. Скрытый отзыв пропадает со страницы специалиста, из счётчиков и из средней оценки.",
  filters: "Фильтры",
  specialist: "Специалист (id или e-mail)",
  state: "Показать",
  states: { all: "Все", reported: "С жалобами", hidden: "Скрытые" },
  apply: "Показать",
  reset: "Сбросить",
  empty: "Отзывов нет.",
  older: "Более ранние отзывы",
  newest: "К новым отзывам",
  about: "О специалисте: {name}",
  by: "Автор: {name} ({email})",
  rating: "Оценка {rating} из 5",
  hidden: "Скрыт {at}. Причина: {reason}",
  reports: { one: "{n} жалоба", few: "{n} жалобы", many: "{n} жалоб", other: "{n} жалобы" } satisfies PluralForms,
  noReason: "без причины",
  reportedBy: "Автор жалобы:",
  reporterNameEmail: "{name} ({email})",
  reporterIsSpecialist: "специалист, о котором отзыв",
  hide: "Скрыть отзыв",
  reason: "Причина скрытия",
  restore: "Восстановить отзыв",
  dismiss: "Оставить отзыв, отклонить жалобы",
  done: { hide: "Отзыв скрыт.", restore: "Отзыв восстановлен.", dismiss: "Жалобы отклонены, отзыв остаётся." },
  errors: {
    reasonRequired: "Укажите причину",
    reasonTooLong: "Причина — не длиннее 500 символов",
    stale: "Список устарел, обновите страницу",
  },
  refusals: {
    NOT_FOUND: "Отзыв не найден",
    ALREADY_HIDDEN: "Отзыв уже скрыт.",
    NOT_HIDDEN: "Отзыв не скрыт.",
    NO_OPEN_REPORTS: "Открытых жалоб на отзыв нет.",
    NEW_REPORTS: "Пришла новая жалоба: прочитайте её и решите ещё раз. Ничего не изменено.",
    invalid: "Неверный запрос",
  },
  mail: {
    subject: "Ваш отзыв на Звук.Работа скрыт модератором",
    text: "Модератор скрыл ваш отзыв о специалисте {name}: его больше не видно на странице специалиста.\n\nПричина: {reason}\n\nВаши отзывы — в личном кабинете: {url}",
  },
};

export type ConsoleReviewsDictionary = typeof consoleReviews;
