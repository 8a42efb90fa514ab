import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD } from "~/features/demo-content/demo-specialists.server";
import { writeTestSignal } from "~/features/audio/audio-fixtures";
import { audio as enAudio } from "~/i18n/en/audio";
import { audition as enAudition } from "~/i18n/en/audition";
import { profileEditor as enEditor } from "~/i18n/en/profile-editor";
import { specialists as enSpecialists } from "~/i18n/en/specialists";
import { interpolate } from "~/i18n/plural";
import { audio as ruAudio } from "~/i18n/ru/audio";
import { audition as ruAudition } from "~/i18n/ru/audition";
import { profileEditor as ruEditor } from "~/i18n/ru/profile-editor";
import { specialists as ruSpecialists } from "~/i18n/ru/specialists";
import { audioEditorAccounts } from "./fixtures/editor-accounts";
import { expect, expectAccessible, test, visit } from "./fixtures";

// Issue 28: sound presented as sound — the player on a profile (waveform drawn by the server, loudness in words, the
// keyboard), auditions from the directory's cards through the page's one playback, and the editor's preview while the
// upload is analysed (docs/decisions/038). The e2e server analyses with ffmpeg (.ci/run installs it).
test.describe.configure({ mode: "default" });

const languages = [
  { language: "ru", prefix: "", a: ruAudio, au: ruAudition, s: ruSpecialists, t: ruEditor },
  { language: "en", prefix: "/en", a: enAudio, au: enAudition, s: enSpecialists, t: enEditor },
] as const;

/** A demo specialist whose demo recording the demo content ships (demo/specialists). */
const DEMO_PROFILE = "/specialists/demo-ksenia-morozova";

/** The slider's position in whole seconds. */
const position = async (slider: ReturnType<Page["getByRole"]>) => Number(await slider.getAttribute("aria-valuenow"));

for (const { language, prefix, a, au, s } of languages) {
  test(`${language}: a profile's demo shows its waveform and loudness before any script, plays, and follows the keyboard`, async ({ page }) => {
    // The server's HTML alone: the waveform's bars and the figures are in it, once the start's back-fill has analysed the
    // demo media (a fresh e2e server analyses them in its first seconds; the finished analysis forgets the cached page).
    const serverHtml = async () => (await page.request.get(`${prefix}${DEMO_PROFILE}`)).text();
    await expect.poll(serverHtml, { timeout: 60_000 }).toMatch(/<path id="[^"]+-bars" d="M0\.5 [\d.]+v\d+M1\.5 /);
    const html = await serverHtml();
    expect(html).toMatch(language === "ru" ? /−\d+,\d LUFS · пик −\d+,\d dBTP · LRA \d+ LU/ : /−\d+\.\d LUFS · peak −\d+\.\d dBTP · LRA \d+ LU/);

    await visit(page, `${prefix}${DEMO_PROFILE}`);
    const demo = page.getByRole("region", { name: s.profile.demoAudio });
    const play = demo.getByRole("button", { name: interpolate(a.play, { label: s.profile.demoAudio }) });
    const pause = demo.getByRole("button", { name: interpolate(a.pause, { label: s.profile.demoAudio }) });
    const slider = demo.getByRole("slider", { name: interpolate(a.seek, { label: s.profile.demoAudio }) });
    await expect(slider).toHaveAttribute("aria-valuetext", new RegExp(`^${interpolate(a.position, { elapsed: "0:00", total: "\\d+:\\d{2}" })}$`));

    // What the figures mean, on focus (a tap on a phone).
    await demo.getByText(/LUFS · /).focus();
    await expect(demo.getByRole("tooltip")).toBeVisible();
    await expect(demo.getByRole("tooltip")).toContainText(a.explain.targetNames.broadcast);

    await play.click();
    await expect(pause).toBeVisible();
    await expect.poll(() => position(slider), { message: "playback moves on" }).toBeGreaterThanOrEqual(1);

    // Space pauses and plays again from the waveform; the arrows move 5 s.
    await slider.focus();
    await page.keyboard.press("Space");
    await expect(play).toBeVisible();
    const paused = await position(slider);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => position(slider)).toBe(paused + 5);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => position(slider)).toBe(paused);
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "0");
    await expectAccessible(page);
  });

  test(`${language}: the directory's cards play their demos in place, one at a time`, async ({ page }) => {
    await visit(page, `${prefix}/specialists`);
    const auditions = page.getByRole("button", { name: new RegExp(`^${interpolate(au.play, { name: "" })}`) });
    await expect(auditions.nth(1)).toBeVisible();
    const [first, second] = [await auditions.nth(0).getAttribute("aria-label"), await auditions.nth(1).getAttribute("aria-label")];
    const nameOf = (label: string | null) => (label ?? "").slice(interpolate(au.play, { name: "" }).length);
    const playing = (name: string) => page.getByRole("button", { name: interpolate(au.pause, { name }), exact: true });
    const idle = (name: string) => page.getByRole("button", { name: interpolate(au.play, { name }), exact: true });

    await idle(nameOf(first)).click();
    await expect(playing(nameOf(first))).toBeVisible();
    // The card shows where the demo is while it plays.
    await expect(page.getByRole("listitem").filter({ has: playing(nameOf(first)) })).toContainText(`${au.label}0:01`);
    await idle(nameOf(second)).click();
    await expect(playing(nameOf(second))).toBeVisible();
    await expect(idle(nameOf(first))).toBeVisible();
    // Still on the directory: playing is not opening the profile.
    await expect(page).toHaveURL(new RegExp(`${prefix}/specialists$`));
    await playing(nameOf(second)).click();
    await expect(idle(nameOf(second))).toBeVisible();
  });
}

/** Signs the audio journey's own Pro account in (a seeded account, its demo recording its own). */
async function signIn(page: Page, baseURL: string | undefined, testInfo: TestInfo): Promise<void> {
  const { email } = testInfo.project.name === "phone" ? audioEditorAccounts.phone : audioEditorAccounts.desktop;
  const response = await page.request.post("/login", {
    form: { intent: "sign-in", email, password: DEMO_PASSWORD, redirectTo: "/dashboard" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.ok(), `sign-in of ${email}: ${response.status()}`).toBe(true);
}

/** Fixtures made here by ffmpeg: a master hotter than full scale between its samples, and a WAV cut off after its header. */
function makeFixtures(): { hot: string; broken: string } {
  const directory = mkdtempSync(path.join(os.tmpdir(), "audio-e2e-"));
  const hot = path.join(directory, "hot-master.wav");
  // A quarter-rate sine at 1.3 of full scale, phase π/4: every sample is ±0.92, the waveform between them peaks at +2.3 dBTP.
  writeTestSignal(hot, { channels: ["1.3*sin(2*PI*12000*t+PI/4)"], seconds: 6 }, "wav");
  // A WAV cut off after its header: its first bytes pass the upload's type check, but there is nothing to decode.
  const broken = path.join(directory, "broken.wav");
  writeFileSync(broken, Buffer.from("RIFF\u0024\u0000\u0000\u0000WAVEfmt "));
  return { hot, broken };
}

for (const { language, prefix, a, t } of languages) {
  test(`${language}: the editor's preview says "${a.analysis.pending}", then the waveform, format and figures — a hot master marked "${a.mayClip}"; an unreadable file says why`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow(); // two uploads, each analysed by ffmpeg in the background
    const { hot, broken } = makeFixtures();
    await signIn(page, baseURL, testInfo);
    await visit(page, `${prefix}/dashboard?tab=profile`);
    const field = page.getByRole("group", { name: t.personal.audio, exact: true });

    const fileInput = field.locator('input[type="file"]');
    await fileInput.setInputFiles(hot);
    await expect(field.getByRole("status").filter({ hasText: a.analysis.pending })).toBeVisible();
    await expect(
      field.getByText(
        interpolate(a.analysis.format, { codec: "PCM", rate: "48" }) + ` · ${interpolate(a.analysis.bitDepth, { bits: 24 })} · ${a.analysis.channels[1]}`,
      ),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(field.getByText(/LUFS · /)).toBeVisible();
    await expect(field.getByText(a.mayClip, { exact: true })).toBeVisible();
    await expect(field.locator("svg path[id$='-bars']")).toHaveAttribute("d", /^M0\.5 /);
    await expect(field.getByRole("status").filter({ hasText: a.analysis.pending })).toHaveCount(0);

    await fileInput.setInputFiles(broken);
    await expect(field.getByRole("alert").filter({ hasText: a.analysis.failures.UNREADABLE })).toBeVisible({ timeout: 30_000 });
  });
}
