import type { AudioDictionary } from "../ru/audio";

export const audio: AudioDictionary = {
  play: "Play: {label}",
  pause: "Pause: {label}",
  seek: "Seek: {label}",
  position: "{elapsed} of {total}",
  figures: "{lufs} LUFS · peak {peak} dBTP · LRA {lra} LU",
  mayClip: "may clip",
  explain: {
    integrated: "Integrated loudness {lufs} LUFS by EBU R128: the loudness of the whole recording.",
    peak: "True peak {peak} dBTP: the loudest moment, inter-sample peaks included; above 0 dBTP it may clip.",
    range: "Loudness range (LRA) {lra} LU: how far the quiet and loud parts differ.",
    targets: "Targets: streaming {streaming} LUFS, podcasts {podcasts} LUFS, broadcast (EBU R128) {broadcast} LUFS.",
    louder: "Closest to the {target} target: {difference} LU louder.",
    quieter: "Closest to the {target} target: {difference} LU quieter.",
    same: "On the {target} target.",
    targetNames: { streaming: "streaming", podcasts: "podcasts", broadcast: "broadcast" },
  },
  playbackFailed: "The recording could not be played",
  analysis: {
    download: "Download the original",
    pending: "Analysing…",
    off: "Recording analysis is off on this server: the recording plays as it is.",
    failures: {
      UNREADABLE: "The file could not be read: upload it again or in another format (WAV, FLAC, MP3).",
      TOO_LONG: "The recording is longer than {minutes} minutes: such recordings are not analysed.",
      TIMEOUT: "The analysis took too long: upload a shorter recording.",
      MISSING: "The file was not found: upload it again.",
    },
    format: "{codec} · {rate} kHz",
    bitDepth: "{bits}-bit",
    channels: { 1: "mono", 2: "stereo", many: "{n} channels" },
  },
};
