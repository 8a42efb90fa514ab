import { describe, expect, it } from "vitest";
import { INQUIRY } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import { inquiriesText } from "~/i18n/inquiries";
import { inquiryFieldsOf, inquirySchema, todayAtSiteOffset } from "./inquiry.schema";

const valid = {
  clientName: "Мария",
  clientEmail: "Client@Example.com",
  clientContact: "",
  workKind: "other",
  budgetFrom: "",
  budgetTo: "",
  deadline: "",
  message: "Нужно свести EP из пяти треков.",
  referenceLink: "",
  homepage: "",
};

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...valid, ...fields })) form.append(name, value);
  return parseForm(form, inquirySchema);
}

/** The first message of each refused field, as the form shows it in both languages. */
function refusals(fields: Record<string, string>) {
  const submission = parse(fields);
  if (submission.status === "success") return {};
  const errors = submission.reply().error ?? {};
  return Object.fromEntries(
    Object.entries(errors).map(([name, keys]) => {
      const key = keys?.[0] as keyof (typeof inquiriesText)["ru"]["form"]["errors"];
      return [name, [inquiriesText.ru.form.errors[key], inquiriesText.en.form.errors[key]]];
    }),
  );
}

describe("the inquiry form's schema (shared by the dialog and the action)", () => {
  it("takes a plain inquiry: the address lower-cased, the budget optional, the honeypot empty", () => {
    const submission = parse({});
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(inquiryFieldsOf(submission.value)).toEqual({
      clientName: "Мария",
      clientEmail: "client@example.com",
      clientContact: "",
      workKind: "other",
      budgetFrom: null,
      budgetTo: null,
      budgetNegotiable: false,
      deadline: null,
      message: "Нужно свести EP из пяти треков.",
      referenceLink: "",
    });
  });

  it("reads roubles with spaces, and «обсудим» drops amounts typed before", () => {
    const submission = parse({ budgetFrom: "10 000", budgetTo: "50000", budgetNegotiable: "on" });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(inquiryFieldsOf(submission.value)).toMatchObject({ budgetFrom: null, budgetTo: null, budgetNegotiable: true });
    const range = parse({ budgetFrom: "10 000", budgetTo: "50000" });
    if (range.status === "success") expect(inquiryFieldsOf(range.value)).toMatchObject({ budgetFrom: 10000, budgetTo: 50000 });
  });

  it("refuses each field with its exact message", () => {
    expect(refusals({ clientName: " ", clientEmail: "", workKind: "", message: "коротко" })).toEqual({
      clientName: ["Укажите ваше имя", "Enter your name"],
      clientEmail: ["Укажите e-mail для ответа", "Enter an e-mail for the answer"],
      workKind: ["Выберите вид работы", "Choose the kind of work"],
      message: ["Опишите задачу подробнее: не меньше 20 символов", "Describe the job in more detail: at least 20 characters"],
    });
    expect(refusals({ clientEmail: '"victim"@example.com', clientName: "x".repeat(INQUIRY.fields.clientName + 1), clientContact: "x".repeat(101) })).toEqual({
      clientEmail: ["Введите корректный e-mail", "Enter a valid e-mail"],
      clientName: ["Имя не длиннее 100 символов", "At most 100 characters"],
      clientContact: ["Не длиннее 100 символов", "At most 100 characters"],
    });
    expect(refusals({ budgetFrom: "десять", budgetTo: String(INQUIRY.budgetMaxRub + 1) })).toEqual({
      budgetFrom: ["Укажите сумму целым числом рублей", "Enter a whole number of roubles"],
      budgetTo: ["Слишком большая сумма", "The amount is too large"],
    });
    expect(refusals({ budgetFrom: "9", budgetTo: "1" })).toEqual({
      budgetTo: ["Сумма «от» не может быть больше суммы «до»", "“From” cannot be more than “up to”"],
    });
    expect(refusals({ deadline: "2020-01-01" })).toEqual({ deadline: ["Срок не может быть в прошлом", "The deadline cannot be in the past"] });
    expect(refusals({ deadline: "2030-02-30" })).toEqual({ deadline: ["Укажите дату", "Enter a date"] });
    expect(refusals({ message: "x".repeat(INQUIRY.fields.message + 1) })).toEqual({
      message: ["Сообщение не длиннее 3000 символов", "At most 3000 characters"],
    });
    expect(refusals({ referenceLink: "javascript:alert(1)" })).toEqual({
      referenceLink: ["Ссылка должна начинаться с http:// или https://", "The link must start with http:// or https://"],
    });
    expect(refusals({ referenceLink: `https://example.com/${"x".repeat(300)}` })).toEqual({
      referenceLink: ["Ссылка не длиннее 300 символов", "At most 300 characters"],
    });
    expect(refusals({ clientName: "Ма\u0000рия" })).toEqual({
      clientName: ["Поле содержит недопустимый символ", "The field contains a character that is not allowed"],
    });
  });

  it("names a field the form did not post at all (a select left on its placeholder posts nothing)", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) if (name !== "workKind" && name !== "clientName") form.append(name, value);
    const submission = parseForm(form, inquirySchema);
    expect(submission.status === "error" && submission.reply().error).toMatchObject({ workKind: ["workKindRequired"], clientName: ["nameRequired"] });
  });

  it("takes today's date at the site's UTC+3 as a deadline", () => {
    expect(parse({ deadline: todayAtSiteOffset() }).status).toBe("success");
    expect(todayAtSiteOffset(new Date("2026-11-27T21:30:00Z"))).toBe("2026-11-28");
  });
});
