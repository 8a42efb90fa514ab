import { describe, expect, it } from "vitest";
import { uploadsText } from "~/i18n/uploads";
import { TOO_LARGE_ERROR, UPLOAD_ERROR_CODES, UPLOAD_KINDS, UPLOAD_LIMIT_BYTES, type MediaGroup } from "./upload";
import { uploadErrorText } from "./upload-error-text";

const MEBIBYTE = 1024 * 1024;

describe("uploadErrorText", () => {
  it("has a text for every code and kind in both languages", () => {
    for (const t of [uploadsText.ru, uploadsText.en]) {
      for (const kind of UPLOAD_KINDS) for (const code of UPLOAD_ERROR_CODES) expect(uploadErrorText(t, kind, code), `${kind} ${code}`).toMatch(/\S/);
    }
  });

  it("uses the spec's texts", () => {
    expect(uploadErrorText(uploadsText.ru, "audio", "AUDIO_TOO_LARGE")).toBe("Размер файла превышает 20MB");
    expect(uploadErrorText(uploadsText.ru, "video", "VIDEO_TOO_LARGE")).toBe("Размер файла превышает 50MB");
    expect(uploadErrorText(uploadsText.ru, "video", "UPLOAD_FAILED")).toBe("Ошибка при загрузке видео. Пожалуйста, попробуйте снова.");
    expect(uploadErrorText(uploadsText.ru, "photo", "UPLOAD_FAILED")).toBe("Не удалось загрузить файл");
    expect(uploadErrorText(uploadsText.en, "photo", "UPLOAD_FAILED")).toBe("Failed to upload file");
  });

  it("names the same size limit the server enforces", () => {
    for (const group of Object.keys(UPLOAD_LIMIT_BYTES) as MediaGroup[]) {
      const megabytes = UPLOAD_LIMIT_BYTES[group] / MEBIBYTE;
      for (const t of [uploadsText.ru, uploadsText.en]) expect(t.errors[TOO_LARGE_ERROR[group]]).toContain(`${megabytes}MB`);
    }
  });
});
