export const operatorConsole = {
  seoTitle: "Консоль оператора",
  title: "Консоль оператора",
  roles: { user: "Пользователь", moderator: "Модератор", admin: "Администратор" },
  nav: { label: "Разделы консоли", overview: "Обзор", audit: "Журнал действий" },
  signedInAs: "Вы вошли как {email} · {role}",
  overview: {
    title: "Обзор",
    jobs: "Вакансии",
    openJobs: "Открытые",
    closedJobs: "Закрытые",
    pro: "Активный PRO",
    plans: { monthly: "Месяц", yearly: "Год", manual: "Без оплаты" },
    payments: "Платежи за 30 дней",
    paidCount: "Оплачено",
    revenue: "Выручка",
  },
  audit: {
    title: "Журнал действий",
    lead: "Все действия в консоли и изменения ролей: кто, когда, что и почему. Записи не изменяются и не удаляются.",
    filters: "Фильтры",
    actor: "Кто (e-mail или ADMIN_EMAILS, cli)",
    target: "Объект (id)",
    action: "Действие",
    anyAction: "Любое",
    apply: "Показать",
    reset: "Сбросить",
    columns: { at: "Когда", actor: "Кто", action: "Действие", target: "Объект", change: "Было → стало", reason: "Причина" },
    /** Every action the console records, by its name: the audit filter offers these. */
    actions: { "user.role": "Смена роли" } as Record<string, string>,
    empty: "Записей нет.",
    older: "Более ранние записи",
    newest: "К последним записям",
  },
};

export type ConsoleDictionary = typeof operatorConsole;
