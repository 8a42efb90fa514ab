// The player of recordings (issue 28, docs/decisions/038): a profile's demo and projects, the directory's auditions,
// the editor's previews with their analysis states.
export const audio = {
  play: "Слушать: {label}",
  pause: "Пауза: {label}",
  /** The waveform as a slider: its name, and where playback is. */
  seek: "Перемотка: {label}",
  position: "{elapsed} из {total}",
  /** The loudness figures beside the player. */
  figures: "{lufs} LUFS · пик {peak} dBTP · LRA {lra} LU",
  mayClip: "возможны искажения",
  explain: {
    integrated: "Интегральная громкость {lufs} LUFS по EBU R128 — средняя громкость всей записи.",
    peak: "Истинный пик {peak} dBTP — самое громкое место с учётом межсэмпловых пиков; выше 0 dBTP возможны искажения.",
    range: "Диапазон громкости (LRA) {lra} LU — насколько различаются тихие и громкие места.",
    targets: "Ориентиры: стриминг {streaming} LUFS, подкасты {podcasts} LUFS, эфир (EBU R128) {broadcast} LUFS.",
    louder: "Ближе всего к ориентиру «{target}»: громче на {difference} LU.",
    quieter: "Ближе всего к ориентиру «{target}»: тише на {difference} LU.",
    same: "Как ориентир «{target}».",
    targetNames: { streaming: "стриминг", podcasts: "подкасты", broadcast: "эфир" },
  },
  playbackFailed: "Не удалось воспроизвести запись",
  /** The editor's preview: what the analysis of the owner's upload is doing. */
  analysis: {
    download: "Скачать оригинал",
    pending: "Анализируем…",
    off: "Анализ записей на этом сервере выключен: запись звучит как есть.",
    failures: {
      UNREADABLE: "Не удалось прочитать файл: загрузите его ещё раз или в другом формате (WAV, FLAC, MP3).",
      TOO_LONG: "Запись длиннее {minutes} минут: такие записи не анализируются.",
      TIMEOUT: "Анализ занял слишком много времени: загрузите запись покороче.",
      MISSING: "Файл не найден: загрузите его ещё раз.",
    },
    format: "{codec} · {rate} кГц",
    bitDepth: "{bits} бит",
    channels: { 1: "моно", 2: "стерео", many: "{n} каналов" },
  },
};

export type AudioDictionary = typeof audio;
