// The console's list of project inquiries specialists marked as spam (issue 27, docs/decisions/036).
export const consoleInquiries = {
  title: "Спам в заявках",
  lead: "Заявки, которые специалисты отметили как спам. Адрес или отправитель с двумя такими заявками за 90 дней больше не может отправлять заявки — это происходит само, решения не нужно.",
  empty: "Заявок, отмеченных как спам, нет.",
  columns: { sender: "Отправитель", specialist: "Специалист", dates: "Даты", message: "Сообщение" },
  sent: "Отправлена",
  marked: "Спам",
  first: "К первой странице",
  next: "Следующая страница",
};

export type ConsoleInquiriesDictionary = typeof consoleInquiries;
