// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AudioPlayer } from "./audio-player";
import { AuditionButton } from "./audition-button";
import type { RecordingAnalysis } from "./recording";

const analysis = (fields: Partial<RecordingAnalysis> = {}): RecordingAnalysis => ({
  status: "done",
  failure: null,
  durationMs: 200_000,
  format: { codec: "pcm_s24le", sampleRate: 48_000, channels: 2, bitDepth: 24 },
  loudness: { integratedLufs: -14.24, truePeakDbtp: -1, loudnessRangeLu: 6.4 },
  bars: [10, 100, 50],
  streamSrc: "/uploads/a.stream.m4a?v=1",
  ...fields,
});

function inPage(element: React.ReactNode, path = "/specialists/u1") {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return <Stub initialEntries={[path]} />;
}

// jsdom has no media playback: the element's play and pause raise its events as a browser would.
let played: string[] = [];
beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    Object.defineProperty(this, "paused", { value: false, configurable: true });
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, "paused", { value: true, configurable: true });
    this.dispatchEvent(new Event("pause"));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("AudioPlayer on the server", () => {
  it("draws the waveform and writes the figures into the HTML, before any script", () => {
    const html = renderToString(inPage(<AudioPlayer src="/uploads/a" analysis={analysis()} label="Демо" />));
    expect(html).toContain('d="M0.5 45v10M1.5 0v100M2.5 25v50"');
    expect(html).toContain("3:20");
    expect(html).toContain("−14,2 LUFS · пик −1,0 dBTP · LRA 6 LU");
    expect(html).toContain("Ближе всего к ориентиру «стриминг»: тише на 0,2 LU.");
    expect(html).toContain('aria-label="Слушать: Демо"');
    // The mark (its own element) is absent; the tooltip still explains the threshold.
    expect(html).not.toContain(">возможны искажения<");
  });

  it("marks a true peak above 0 dBTP, in English too, and draws a line without an analysis", () => {
    const loud = analysis({ loudness: { integratedLufs: -8.96, truePeakDbtp: 0.34, loudnessRangeLu: 3 } });
    const html = renderToString(inPage(<AudioPlayer src="/uploads/a" analysis={loud} label="Demo" />, "/en/specialists/u1"));
    expect(html).toContain("−9.0 LUFS · peak +0.3 dBTP · LRA 3 LU");
    expect(html).toContain(">may clip<");
    expect(html).toContain("Closest to the streaming target: 5.0 LU louder.");
    const bare = renderToString(inPage(<AudioPlayer src="/uploads/a" analysis={null} label="Demo" />, "/en/specialists/u1"));
    expect(bare).toContain('d="M0 50H160"');
    expect(bare).not.toContain("LUFS");
  });
});

describe("AudioPlayer in the browser", () => {
  it("plays the streaming copy, pauses, and seeks ±5 s from the keyboard on the waveform", async () => {
    const user = userEvent.setup();
    render(inPage(<AudioPlayer src="/uploads/a" analysis={analysis()} label="Демо" />));
    await user.click(screen.getByRole("button", { name: "Слушать: Демо" }));
    expect(played).toEqual([expect.stringContaining("/uploads/a.stream.m4a?v=1")]);
    expect(screen.getByRole("button", { name: "Пауза: Демо" })).toBeTruthy();
    const slider = screen.getByRole("slider", { name: "Перемотка: Демо" });
    slider.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(slider.getAttribute("aria-valuenow")).toBe("10");
    expect(slider.getAttribute("aria-valuetext")).toBe("0:10 из 3:20");
    await user.keyboard("{ArrowLeft}");
    expect(slider.getAttribute("aria-valuetext")).toBe("0:05 из 3:20");
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Слушать: Демо" })).toBeTruthy();
  });

  it("plays one recording at a time: a card's audition stops the player, and the other way round", async () => {
    const user = userEvent.setup();
    render(
      inPage(
        <>
          <AudioPlayer src="/uploads/a" analysis={analysis()} label="Демо" />
          <AuditionButton source={{ src: "/uploads/b", streamSrc: null, durationMs: 65_000 }} name="Анна" />
        </>,
      ),
    );
    expect(screen.getByRole("button", { name: "Послушать демо: Анна" }).textContent).toBe("Демо");
    expect(screen.getByText("1:05")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Слушать: Демо" }));
    await user.click(screen.getByRole("button", { name: "Послушать демо: Анна" }));
    expect(played.at(-1)).toMatch(/\/uploads\/b$/);
    expect(screen.getByRole("button", { name: "Слушать: Демо" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Пауза: демо Анна" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Слушать: Демо" }));
    expect(screen.getByRole("button", { name: "Послушать демо: Анна" })).toBeTruthy();
  });

  it("says when the recording cannot be played", async () => {
    const user = userEvent.setup();
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(new DOMException("no source", "NotSupportedError"));
    render(inPage(<AudioPlayer src="/uploads/c" analysis={null} label="Демо" />));
    await user.click(screen.getByRole("button", { name: "Слушать: Демо" }));
    await act(() => Promise.resolve());
    expect(screen.getByRole("alert").textContent).toBe("Не удалось воспроизвести запись");
  });
});
