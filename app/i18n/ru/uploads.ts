// Photo, audio and video uploads of the profile editor (spec 5 "Profile editor", 8 "Profile").
export const uploads = {
  progress: "Загрузка файла: {percent}%",
  cancel: "Отменить загрузку",
  errors: {
    AUTH_REQUIRED: "Войдите в аккаунт, чтобы загрузить файл",
    FORBIDDEN_ORIGIN: "Не удалось загрузить файл",
    PRO_REQUIRED: "Загрузка файлов доступна с подпиской Pro",
    INVALID_REQUEST: "Не удалось загрузить файл",
    PHOTO_TOO_LARGE: "Размер файла превышает 5MB",
    AUDIO_TOO_LARGE: "Размер файла превышает 20MB",
    VIDEO_TOO_LARGE: "Размер файла превышает 50MB",
    UPLOAD_ABORTED: "Загрузка отменена",
    UPLOAD_FAILED: "Не удалось загрузить файл",
  },
  unsupportedType: {
    photo: "Этот файл не похож на изображение. Загрузите фото в формате JPEG, PNG, WebP, GIF или AVIF",
    audio: "Этот файл не похож на аудио. Загрузите файл MP3, WAV, OGG, FLAC, M4A, AAC или WebM",
    video: "Этот файл не похож на видео. Загрузите файл MP4, MOV или WebM",
  },
  videoFailed: "Ошибка при загрузке видео. Пожалуйста, попробуйте снова.",
};

export type UploadsDictionary = typeof uploads;
