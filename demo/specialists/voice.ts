import type { DemoSpecialist } from "./demo-specialist";

// Voice actors and narrators.
export const voiceActors: DemoSpecialist[] = [
  {
    key: "maria-lebedeva",
    displayName: "Мария Лебедева",
    email: "maria.lebedeva@demo.zvuk-rabota.ru",
    accountType: "Pro",
    profile: {
      name: "Мария",
      surname: "Лебедева",
      workExperience: "10+",
      experience: `Актриса озвучания и дубляжа, окончила театральный институт. Больше десяти лет озвучиваю рекламу, мультфильмы, аудиокниги и игры.

Голос — тёплое меццо-сопрано: от детских персонажей до взрослых героинь, от мягкого закадрового текста до энергичной рекламы. Пою, поэтому могу исполнить джингл или песню персонажа.

Записываюсь в собственной студии с акустической обработкой, чистые дорожки сдаю в день заказа. Работаю по техническому заданию или с режиссёром онлайн.`,
      telegramLink: "@maria_voice",
      website: "https://lebedeva-voice.example",
      location: "Москва",
      languages: ["Русский", "Английский", "Французский"],
      specializations: ["voice-actor"],
      photo: "maria-lebedeva.webp",
      audio: "maria-lebedeva.mp3",
    },
    services: [
      { title: "Рекламный ролик", description: "Озвучка ролика до 30 секунд, три дубля с разной подачей и одна правка.", price: "4000" },
      { title: "Аудиокнига", description: "Начитка с чисткой и монтажом, цена за час готового звука.", price: "9000" },
      { title: "Голос персонажа", description: "Реплики для игры или мультфильма по таблице, разные эмоции, цена за 50 реплик.", price: "7000" },
    ],
    projects: [
      {
        title: "Аудиокнига «Сказки северного леса»",
        description:
          "Начитка сборника сказок на шесть часов: двенадцать голосов персонажей, а песенки лесных жителей я спела сама. Запись, чистка и мастеринг в моей студии.",
        audio: "maria-lebedeva.mp3",
      },
      {
        title: "Мультсериал «Кот и Капуста»",
        description:
          "Главная героиня в 26 сериях: восьмилетняя девочка, много эмоций и импровизации. Записывались с режиссёром дубляжа онлайн, по две серии за смену.",
        projectLink: "https://kot-i-kapusta.example",
      },
    ],
  },
  {
    key: "olga-nikitina",
    displayName: "Ольга Никитина",
    email: "olga.nikitina@demo.zvuk-rabota.ru",
    accountType: "Basic",
    proDays: 140,
    showInSpecialists: false,
    profile: {
      name: "Ольга",
      surname: "Никитина",
      workExperience: "1 - 3",
      experience: `Диктор и ведущая подкастов. Начитываю обучающие курсы, голосовые меню и корпоративные видео.

Сама монтирую и свожу свои выпуски, помогаю коллегам наладить запись голоса дома.`,
      telegramLink: "@olga_nikitina_voice",
      website: "",
      location: "Санкт-Петербург",
      languages: ["Русский", "Английский"],
      specializations: ["voice-actor", "podcast-engineer"],
      photo: "olga-nikitina.webp",
      audio: null,
    },
    services: [{ title: "Начитка обучающего курса", description: "Дикторский текст для онлайн-курса, цена за 10 минут готового звука.", price: "3500" }],
    projects: [
      {
        title: "Голосовое меню сети клиник",
        description: "Запись сорока фраз для голосового меню и автоинформатора: единая интонация, нарезка файлов по требованиям телефонной станции.",
      },
    ],
  },
];
