import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS } from "~/config/constants";
import { interpolate } from "./plural";

/**
 * The spec's user-facing texts, verbatim (every "quoted" Russian text of the spec, docs/spec/). Tests that read a text from
 * the dictionary pass whatever the dictionary says; this list is the spec's own words, so a dictionary text that
 * drifts from the spec fails here.
 */
const SPEC_TEXTS = [
  "Активен",
  "Активируйте Pro для публикации",
  "Анонимный пользователь",
  "Без заголовка",
  "Вакансии не найдены",
  "Вакансия не найдена",
  "Ваша подписка истекла.",
  "Войти",
  "Войти через Google",
  "Все локации",
  "Вход...",
  "Дождитесь завершения загрузки видео",
  "Загрузка...",
  "Заполнить форму",
  "Информация",
  "Искать работу",
  "Контакты",
  "Копировать",
  "Любой тип",
  "Найти",
  "Написать в Telegram",
  "Например: 3 - 5",
  "Не удалось загрузить отзывы",
  "Не удалось загрузить сохранённые вакансии",
  "Не указано",
  "Неверный email или пароль",
  "Необходимо авторизоваться для написания отзыва",
  "Нет данных о подписке",
  "Нет отзывов",
  "Оплатить снова",
  "Опыт работы: {n} лет",
  "От {price} ₽",
  "Откликнуться",
  "Откликнуться на hh.ru",
  "Откликнуться на сайте",
  "Отображаться в разделе специалистов",
  "Ошибка авторизации. Пожалуйста, войдите в систему снова.",
  "Ошибка при входе через Google. Попробуйте снова.",
  "Ошибка при загрузке видео. Пожалуйста, попробуйте снова.",
  "Ошибка при сохранении проектов",
  "Ошибка при сохранении профиля",
  "Ошибка при сохранении услуг",
  "Подписка не активна",
  "Подробнее",
  "Пожалуйста, напишите текст отзыва",
  "Пожалуйста, поставьте оценку",
  "Пожалуйста, укажите заголовок отзыва",
  "Полная занятость",
  "Попробуйте обновить страницу",
  "Проверьте подключение к интернету",
  "Проекты успешно сохранены",
  "Произошла ошибка при загрузке вакансий",
  "Произошла ошибка при загрузке статей",
  "Произошла ошибка при загрузке статьи",
  "Произошла ошибка при создании отзыва",
  "Произошла ошибка при создании платежа. Пожалуйста, попробуйте еще раз.",
  "Произошла ошибка. Проверьте данные и попробуйте снова.",
  "Просмотр профиля",
  "Профиль успешно сохранен",
  "Размер файла превышает 20MB",
  "Размер файла превышает 50MB",
  "Разместить вакансию",
  "Регистрация",
  "Скопировано",
  "Сохранение...",
  "Сохранено",
  "Сохранить",
  "Сохранить изменения",
  "Спасибо за оплату!",
  "Специалист не найден",
  "Ссылка на проект",
  "Статьи не найдены",
  "Статья не найдена",
  "Текст отзыва отсутствует",
  "У вас пока нет отзывов",
  "У вас пока нет сохранённых вакансий",
  "У вас уже активен Pro-доступ!",
  "У специалиста пока нет проектов",
  "Удалить отзыв?",
  "Услуги успешно сохранены",
  "Читать далее",
  "Это действие нельзя отменить. Отзыв будет удален навсегда.",
  "или",
];

/** Quoted in the spec but not a dictionary text: data defaults kept in code, an example inside a placeholder, a limit's wording with its number. */
const NOT_IN_DICTIONARY = ["Пользователь", "от 5000", "Достигнут лимит в 20 проектов"];

const russian = import.meta.glob<Record<string, unknown>>("./ru/*.ts", { eager: true });
const leaves = (value: unknown): string[] =>
  typeof value === "string" ? [value] : typeof value === "object" && value !== null ? Object.values(value).flatMap(leaves) : [];
const dictionary = new Set(Object.values(russian).flatMap(leaves));

describe("the Russian dictionary says what the spec says", () => {
  it.each(SPEC_TEXTS)("«%s»", (text) => {
    expect(dictionary.has(text), `no dictionary text is exactly «${text}»`).toBe(true);
  });

  it("«Достигнут лимит в 20 проектов» (the limit's wording with its number)", () => {
    const limit = [...dictionary].find((text) => text.startsWith("Достигнут лимит в {n} проектов"));
    expect(limit && interpolate(limit, { n: LIMITS.projects })).toBe("Достигнут лимит в 20 проектов");
  });

  // The spec this build implements is kept in the repository (docs/spec/), so this runs on any clone; where the team's
  // copy is beside the repository (../shared/spec), the two must be the same file.
  const specName = "000_65551612fd4f0ee5.txt";
  const specFile = path.resolve(import.meta.dirname, "../../docs/spec", specName);
  const sharedSpecFile = path.resolve(import.meta.dirname, "../../../shared/spec", specName);
  it("lists every quoted text of the spec, and nothing else", () => {
    const quoted = new Set([...readFileSync(specFile, "utf8").matchAll(/"([А-ЯЁа-яё][^"\n]{1,80})"/g)].map((match) => match[1]));
    expect([...SPEC_TEXTS, ...NOT_IN_DICTIONARY].sort()).toEqual([...quoted].sort());
  });
  it.runIf(existsSync(sharedSpecFile))("keeps docs/spec/ the same as the team's spec beside the repository", () => {
    expect(readFileSync(specFile, "utf8")).toBe(readFileSync(sharedSpecFile, "utf8"));
  });
});
