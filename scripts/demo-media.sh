#!/usr/bin/env bash
# Synthesises the demo specialists' media (demo/specialists/media/) and the /specialists hero video
# (public/video/). Everything is generated here from oscillators and noise: no recordings, fonts or
# third-party material. Re-running it gives the same files.
#
# Needs the Debian packages sox and ffmpeg:  apt-get install -y sox ffmpeg
# Usage:                                     bash scripts/demo-media.sh
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
media="$root/demo/specialists/media"
hero="$root/public/video"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$media/avatars" "$media/audio" "$media/video" "$hero"

SAMPLE_RATE=44100
# -R: noise is repeatable; -D: no dither (intermediates are 24-bit); -V1: errors only.
sx() { sox -R -D -V1 "$@"; }
ff() { ffmpeg -nostdin -hide_banner -loglevel error -y "$@"; }
calc() { awk "BEGIN { printf \"%.4f\", $1 }"; }

# gradient SIZE FROM TO POSITION: a lavfi source of one frame going from colour FROM to TO (0xRRGGBB) as
# POSITION, a geq expression of X, Y, W and H, goes from 0 to 1. (ffmpeg's own gradients filter turns its
# gradient by a random angle.)
gradient() {
  local channel bits start end expressions=()
  for channel in r:16 g:8 b:0; do
    bits=${channel#*:}
    start=$(($2 >> bits & 255)) end=$(($3 >> bits & 255))
    expressions+=("${channel%:*}='$start+($end-$start)*($4)'")
  done
  echo "color=c=black:s=$1:d=1:r=1,format=rgb24,geq=$(IFS=:; echo "${expressions[*]}")"
}

# ---------------------------------------------------------------------------------------------------
# Sound building blocks. A sound is "$work/<name>.wav", mono, 24-bit.

# Frequency in Hz of a note in scientific pitch notation (C4 = middle C, A4 = 440 Hz; C#4 and Db4 both work).
hz() {
  awk -v note="$1" 'BEGIN {
    pitch = index("C D EF G A B", substr(note, 1, 1)) - 1; rest = substr(note, 2)
    if (rest ~ /^#/) { pitch++; rest = substr(rest, 2) } else if (rest ~ /^b/) { pitch--; rest = substr(rest, 2) }
    printf "%.3f", 440 * 2 ^ ((pitch + 12 * (rest + 1) - 69) / 12) }'
}

# synth NAME EFFECTS…: a sound from sox's synth effect (the effects begin with "synth <length> …").
synth() { local name=$1; shift; sx -n -r $SAMPLE_RATE -c 1 -b 24 "$work/$name.wav" "$@"; }

# formula NAME SECONDS EXPRESSION: a sound from a formula of t (ffmpeg aevalsrc), for exact pitch envelopes.
formula() { ff -f lavfi -i "aevalsrc='$3':s=$SAMPLE_RATE:d=$2" -c:a pcm_s24le "$work/$1.wav"; }

# mix NAME ITEM…: sounds laid on one timeline, ITEM = "sound@start_seconds[@gain_dB]"; peaking at -6 dBFS (headroom for effects).
mix() {
  local name=$1 item sound start gain
  shift
  local inputs=()
  for item in "$@"; do
    IFS=@ read -r sound start gain <<<"$item"
    inputs+=("|sox $work/$sound.wav -p pad $start gain ${gain:-0}")
  done
  sx -m "${inputs[@]}" -b 24 "$work/$name.wav" norm -6
}

# hits SOUND STEP PATTERN: one item per "x" (full) or "o" (soft) of a step-sequencer pattern; "." rests.
hits() {
  local sound=$1 step=$2 pattern=$3 i
  for ((i = 0; i < ${#pattern}; i++)); do
    case ${pattern:i:1} in
      x) echo "$sound@$(calc "$i * $step")" ;;
      o) echo "$sound@$(calc "$i * $step")@-9" ;;
    esac
  done
}

# Instruments: INSTRUMENT NAME NOTE SECONDS writes one note.
pluck() { synth "$1" synth "$3" pluck "$(hz "$2")" 0 0 70 fade 0 "$3" 0.05 lowpass 5000; }
keys() { # electric-piano-like: a decaying sine with a quiet octave above
  local f; f=$(hz "$2")
  mix "$1" "$(partial "$1.1" "$f" "$3" 0)" "$(partial "$1.2" "$(calc "2 * $f")" "$3" -12)"
}
chip() { synth "$1" synth "$3" square "$(hz "$2")" 0 0 25 fade 0.003 "$3" 0.02 gain -8; }
bass() { synth "$1" synth "$3" triangle "$(hz "$2")" fade h 0.005 "$3" "$(calc "$3 * 0.7")" lowpass 900; }
bell() { # inharmonic partials of a struck bar, the higher ones dying first
  local f; f=$(hz "$2")
  mix "$1" "$(partial "$1.1" "$f" "$3" 0)" "$(partial "$1.2" "$(calc "2.76 * $f")" "$(calc "$3 * 0.5")" -10)" \
    "$(partial "$1.3" "$(calc "5.40 * $f")" "$(calc "$3 * 0.25")" -18)"
}
partial() { synth "$1" synth "$3" sine "$2" fade l 0.002 "$3" "$3"; echo "$1@0@$4"; }
pad() { # a detuned sawtooth pair, filtered, fading in and out
  local f; f=$(hz "$2")
  synth "$1" synth "$3" sawtooth "$f" synth "$3" sawtooth mix "$(calc "$f * 1.004")" lowpass 1400 lowpass 1400 fade q "$(calc "$3 * 0.3")" "$3" "$(calc "$3 * 0.4")"
}
voice() { # a sung vowel: a buzzing source shaped by the vowel's formants (F1, F2, F3 in Hz)
  local formants f1 f2 f3
  case ${2%%/*} in
    a) formants="800 1150 2900" ;; o) formants="450 800 2830" ;; u) formants="325 700 2700" ;;
    e) formants="400 2000 2550" ;; i) formants="300 2300 3000" ;;
  esac
  read -r f1 f2 f3 <<<"$formants"
  synth "$1" synth "$3" sawtooth "$(hz "${2#*/}")" gain -24 highpass 120 \
    equalizer "$f1" 1.4q 18 equalizer "$f2" 1.6q 14 equalizer "$f3" 2q 9 lowpass 3800 fade q 0.06 "$3" 0.12
}

# line NAME INSTRUMENT STEP "TOKEN…" [RING]: a melody or chord line. TOKEN = NOTE:STEPS, chords as
# NOTE+NOTE:STEPS, "-" rests; each note rings for max(its steps, RING) seconds.
line() {
  local name=$1 instrument=$2 step=$3 ring=${5:-0} at=0 i=0 token notes steps note length
  local items=()
  for token in $4; do
    notes=${token%:*} steps=${token#*:}
    length=$(calc "($steps * $step > $ring) ? $steps * $step : $ring")
    if [[ $notes != - ]]; then
      for note in ${notes//+/ }; do
        "$instrument" "$name.$i" "$note" "$length"
        items+=("$name.$i@$(calc "$at * $step")")
        i=$((i + 1))
      done
    fi
    at=$(calc "$at + $steps")
  done
  mix "$name" "${items[@]}"
}

# Drums.
kick() { formula kick 0.45 "sin(2*PI*(48*t+130*0.03*(1-exp(-t/0.03))))*exp(-t/0.22)"; }
snare() { synth snare synth 0.22 noise gain -6 highpass 900 lowpass 7000 fade l 0.001 0.22 0.21; }
hat() { synth hat synth 0.05 noise gain -6 highpass 7500 fade q 0.001 0.05 0.045; }
open_hat() { synth open_hat synth 0.3 noise gain -6 highpass 7000 fade l 0.002 0.3 0.29; }
kick; snare; hat; open_hat

# ---------------------------------------------------------------------------------------------------
# Clips: each one specialist's speciality. Final files are loudness-matched MP3.

# encode NAME FILE [BITRATE]: mono MP3 (stereo if the sound is), about -16 LUFS, no tags.
encode() {
  ff -i "$work/$1.wav" -af "loudnorm=I=-16:TP=-1.5:LRA=11,afade=t=out:st=$(calc "$(soxi -D "$work/$1.wav") - 0.4"):d=0.4" \
    -ar $SAMPLE_RATE -c:a libmp3lame -b:a "${3:-64k}" -map_metadata -1 -id3v2_version 0 "$media/audio/$2"
}

# Composer: a finger-picked guitar progression (Am F C G) with a melody on electric piano.
composer_reel() {
  local s=0.34
  line picking pluck $s "A2:1 E3:1 A3:1 C4:1 E4:1 A3:1 C4:1 E3:1 F2:1 C3:1 F3:1 A3:1 C4:1 F3:1 A3:1 C3:1
    C3:1 G3:1 C4:1 E4:1 G4:1 C4:1 E4:1 G3:1 G2:1 D3:1 G3:1 B3:1 D4:1 G3:1 B3:1 D3:1 A2+E3+A3+C4+E4:8" 1.4
  line melody keys $s "E5:3 D5:1 C5:2 B4:2 C5:3 A4:1 A4:4 G4:2 C5:2 E5:2 G5:2 F5:2 D5:2 B4:2 G4:2 A4:8" 1.2
  mix composer picking@0 melody@0@-7
  sx "$work/composer.wav" "$work/composer-wet.wav" reverb 45 50 70 norm -1
  encode composer-wet dmitry-volkov.mp3
}

# Composer, project: a slow string-like pad, Dm Bb F C.
strings_cue() {
  local s=2.6
  line chords pad $s "D3+A3+D4+F4:1 Bb2+F3+Bb3+D4:1 F2+C3+A3+C4:1 C3+G3+C4+E4:1" 3.6
  line top pad $s "A4:1 F4:1 A4:1 G4:1" 3.6
  mix strings chords@0 top@0@-8
  sx "$work/strings.wav" "$work/strings-wet.wav" chorus 0.6 0.9 55 0.4 0.25 2 -t reverb 70 40 100 norm -1
  encode strings-wet dmitry-volkov-strings.mp3
}

# Game composer: a chiptune loop, square arpeggios over a triangle bass, then a lead.
chiptune() {
  local s=0.09 arp=""
  for chord in "C4 Eb4 G4 C5" "Ab3 C4 Eb4 Ab4" "Eb4 G4 Bb4 Eb5" "Bb3 D4 F4 Bb4"; do
    read -r a b c d <<<"$chord"
    arp+="$a:1 $b:1 $c:1 $d:1 $c:1 $b:1 $a:1 $b:1 $c:1 $d:1 $c:1 $b:1 $a:1 $b:1 $c:1 $d:1 "
  done
  line arp chip $s "$arp $arp"
  line chip_bass bass $s "C2:4 C3:4 C2:4 C3:4 Ab1:4 Ab2:4 Ab1:4 Ab2:4 Eb2:4 Eb3:4 Eb2:4 Eb3:4 Bb1:4 Bb2:4 Bb1:4 Bb2:4
    C2:4 C3:4 C2:4 C3:4 Ab1:4 Ab2:4 Ab1:4 Ab2:4 Eb2:4 Eb3:4 Eb2:4 Eb3:4 Bb1:4 Bb2:4 Bb1:4 Bb2:4"
  line lead chip $s "-:64 G5:6 Eb5:2 C5:4 D5:4 Eb5:6 F5:2 G5:4 Ab5:4 G5:6 Bb5:2 G5:4 Eb5:4 F5:8 D5:8"
  mapfile -t beat < <(hits hat $s "$(printf '..x.%.0s' {1..32})")
  mix chip_drums "${beat[@]}"
  mix chiptune arp@0@-4 chip_bass@0 lead@0@-2 chip_drums@0@-12
  encode chiptune ekaterina-orlova.mp3
}

# Sound designer: a riser into an impact, a low drone tail and a passing whoosh.
trailer_hit() {
  synth riser synth 4 sawtooth 70/900 synth 4 pinknoise mix lowpass 3000 fade p 3.8 4 0.2 tremolo 9 30
  formula boom 4 "sin(2*PI*(42*t+90*0.05*(1-exp(-t/0.05))))*exp(-t/1.2)"
  synth crack synth 0.5 noise lowpass 4000 fade l 0.001 0.5 0.5
  bell metal A3 3
  synth drone synth 5 sawtooth 65.41 synth 5 sawtooth mix 98 lowpass 380 fade q 1 5 2
  synth whoosh synth 1.6 pinknoise band 1400 900 fade q 0.7 1.6 0.9 flanger
  mix sfx riser@0@-3 boom@4 crack@4@-6 metal@4@-4 drone@4.6@-8 whoosh@7.4@-6
  sx "$work/sfx.wav" "$work/sfx-wet.wav" reverb 60 40 90 norm -1
  encode sfx-wet anna-sokolova.mp3
}

# Sound designer, project: a city courtyard at dawn, stereo: rumble, passing cars, birds.
city_ambience() {
  synth rumble synth 11 brownnoise lowpass 300 tremolo 0.15 40
  synth car synth 3.5 pinknoise lowpass 1600 fade q 1.6 3.5 1.7
  local birds=() i
  for i in 0 1 2 3 4 5; do
    synth "chirp$i" synth 0.09 sine "$((3000 + i * 310))/$((4300 + i * 250))" fade q 0.01 0.09 0.05
    birds+=("chirp$i@$(calc "1.2 + $i * 0.13")" "chirp$i@$(calc "5.9 + $i * 0.11")@-4" "chirp$i@$(calc "8.3 + $i * 0.17")@-8")
  done
  mix birds "${birds[@]}"
  mix city_left rumble@0 car@1@-2 birds@0@-10
  mix city_right rumble@0@-1 car@5.5@-3 birds@0.05@-16
  sx -M "$work/city_left.wav" "$work/city_right.wav" "$work/city.wav" reverb 30 50 60 norm -1
  encode city anna-sokolova-city.mp3 96k
}

# Foley artist: footsteps on gravel, a stop to find the keys in a coat pocket, and on.
footsteps() {
  synth step synth 0.16 brownnoise band 350 300 fade l 0.002 0.16 0.15
  synth crunch synth 0.11 pinknoise gain -6 highpass 1800 lowpass 6000 fade l 0.004 0.11 0.1
  synth rustle synth 1.1 pinknoise band 3200 2500 tremolo 7 70 fade q 0.3 1.1 0.5
  local items=() at i
  for i in 0 1 2 3 4 5 6 7 8 9 10 11; do
    at=$(calc "0.3 + $i * 0.56 + ($i % 2) * 0.04 + ($i > 8) * 2.4")
    items+=("step@$at@$((i % 2 * -3))" "crunch@$(calc "$at + 0.01")@-5")
  done
  for i in 0 1 2 3 4 5 6; do
    synth "key$i" synth 0.35 sine "$((3100 + i * 523))" fade l 0.001 0.35 0.34
    items+=("key$i@$(calc "5.5 + $i * 0.07 + ($i % 3) * 0.05")@-10")
  done
  mix foley "${items[@]}" rustle@5.3@-8
  sx "$work/foley.wav" "$work/foley-wet.wav" reverb 20 60 30 norm -1
  encode foley-wet igor-belov.mp3
}

# Voice actor: a hummed and sung phrase on vowels, with a little vibrato.
sung_phrase() {
  line sung voice 0.3 "a/A3:3 o/C4:2 u/D4:1 a/E4:4 e/D4:2 i/C4:2 o/D4:4 a/E4:2 o/G4:2 e/E4:3 u/D4:1 a/C4:6 -:1"
  ff -i "$work/sung.wav" -af "vibrato=f=5.2:d=0.06" -c:a pcm_s24le "$work/sung-vibrato.wav"
  sx "$work/sung-vibrato.wav" "$work/sung-wet.wav" reverb 35 50 60 norm -1
  encode sung-wet maria-lebedeva.mp3
}

# Mixing engineer: a laid-back hip-hop beat with bass and electric-piano chords (4 bars at 90 BPM).
lofi_beat() {
  local s=0.1667 bar
  bar="$(hits kick $s 'x.........x.x...')"$'\n'"$(hits snare $s '....x.......x...')"$'\n'"$(hits hat $s 'x.o.x.o.x.o.x.oo')"
  local items=() b
  for b in 0 1 2 3; do
    while IFS=@ read -r sound at gain; do items+=("$sound@$(calc "$at + $b * 16 * $s")@${gain:-0}"); done <<<"$bar"
  done
  mix lofi_drums "${items[@]}"
  line lofi_bass bass $s "A1:6 A1:4 E2:2 G2:4 D2:6 D2:4 C2:2 D2:4 F1:6 F1:4 C2:2 E2:4 E1:6 E1:4 G#1:2 B1:4"
  line lofi_keys keys $s "A3+C4+E4+G4:16 D3+F3+A3+C4:16 F3+A3+C4+E4:16 E3+G#3+B3+D4:16" 2.5
  mix lofi lofi_drums@0 lofi_bass@0@-7 lofi_keys@0@-10
  sx "$work/lofi.wav" "$work/lofi-sat.wav" overdrive 4 norm -1
  encode lofi-sat artem-kuznetsov.mp3
}

# Advertising composer: a bright 120 BPM jingle that ends on a bell chord.
jingle() {
  local s=0.125
  mapfile -t beat < <(hits kick $s "$(printf 'x...%.0s' {1..16})"; hits snare $s "$(printf '....x...%.0s' {1..8})"; hits open_hat $s "$(printf '..x.%.0s' {1..16})")
  mix jingle_drums "${beat[@]}"
  line jingle_bass pluck $s "C2:2 C3:2 C2:2 C3:2 A1:2 A2:2 A1:2 A2:2 F1:2 F2:2 F1:2 F2:2 G1:2 G2:2 G1:2 G2:2
    C2:2 C3:2 C2:2 C3:2 A1:2 A2:2 A1:2 A2:2 F1:2 F2:2 G1:2 G2:2 C2:8"
  line jingle_tune pluck $s "E5:2 G5:2 A5:2 G5:2 E5:2 D5:2 C5:4 D5:2 E5:2 G5:2 E5:2 D5:4 -:4
    E5:2 G5:2 A5:2 C6:2 A5:2 G5:2 E5:4 D5:2 E5:2 D5:2 B4:2 C5:8" 0.4
  line jingle_end bell 2 "-:4 C5+E5+G5+C6:1" 2.2
  mix jingle jingle_drums@0@-3 jingle_bass@0@-5 jingle_tune@0 jingle_end@0@-6
  sx "$work/jingle.wav" "$work/jingle-wet.wav" reverb 25 50 50 norm -1
  encode jingle-wet timur-gareev.mp3
}

# VR sound designer: a stereo scene: wind moving between the ears, bells around the listener.
vr_scene() {
  synth wind_left synth 12 brownnoise lowpass 700 tremolo 0.11 70
  synth wind_right synth 12 brownnoise lowpass 650 tremolo 0.17 70
  bell bell1 E5 4; bell bell2 B4 4; bell bell3 G#5 4; bell bell4 E4 5
  mix vr_left wind_left@0 bell1@0.8@-6 bell3@5.6@-14 bell4@7.9@-4
  mix vr_right wind_right@0 bell2@3.1@-6 bell3@5.6@-14 bell4@7.9@-12
  sx -M "$work/vr_left.wav" "$work/vr_right.wav" "$work/vr.wav" reverb 80 40 100 60 norm -1
  encode vr polina-zaitseva.mp3 96k
}

# Producer: a deep-house groove at 122 BPM with filtered chord stabs.
house_groove() {
  local s; s=$(calc "60 / 122 / 4")
  mapfile -t beat < <(hits kick "$s" "$(printf 'x...%.0s' {1..20})"; hits snare "$s" "$(printf '....x...%.0s' {1..10})"; hits open_hat "$s" "$(printf '..x.%.0s' {1..20})"; hits hat "$s" "$(printf 'o.o.%.0s' {1..20})")
  mix house_drums "${beat[@]}"
  line house_bass bass "$s" "$(printf -- '-:2 A1:1 A1:1 -:2 A2:2 -:2 A1:2 -:2 G1:2 %.0s' {1..5})"
  line house_stabs pad "$s" "$(printf -- '-:3 A3+C4+E4+G4:1 -:6 A3+C4+E4+G4:1 -:5 %.0s' {1..5})" 0.35
  # A dotted-eighth echo (369 ms at 122 BPM) on the stabs only.
  sx "$work/house_stabs.wav" "$work/house_echo.wav" echo 0.8 0.6 369 0.3 norm -1
  mix house house_drums@0 house_bass@0@-3 house_echo@0@-5
  encode house arman-seitkali.mp3
}

# Podcast engineer: an intro bumper: a warm pad, a marimba-like figure, a soft riser into a chime.
podcast_bumper() {
  local s=0.2
  line bumper_pad pad 3 "F3+A3+C4+E4:1 D3+F3+A3+C4:1 Bb2+D3+F3+A3:1" 4
  line bumper_figure bell $s "C5:1 F5:1 A5:1 C6:1 A5:1 F5:2 -:1 D5:1 F5:1 A5:1 C6:1 A5:1 F5:2 -:1 Bb4:1 D5:1 F5:1 A5:1 G5:2 F5:4" 0.8
  synth bumper_riser synth 1.5 pinknoise gain -6 highpass 2500 fade p 1.4 1.5 0.1
  bell chime C6 2.5
  mix bumper bumper_pad@0@-6 bumper_figure@0.2 bumper_riser@7.3@-14 chime@8.8@-3
  sx "$work/bumper.wav" "$work/bumper-wet.wav" reverb 40 50 70 norm -1
  encode bumper-wet ksenia-morozova.mp3
}

composer_reel; strings_cue; chiptune; trailer_hit; city_ambience; footsteps; sung_phrase; lofi_beat; jingle; vr_scene; house_groove; podcast_bumper

# ---------------------------------------------------------------------------------------------------
# Project videos: the first seconds of a clip drawn as one picture (a spectrogram, a waveform) with a
# playhead that follows the sound and the part ahead dimmed; H.264 + AAC, 640×360, progressive download.

# project_video AUDIO OUT SECONDS PICTURE: PICTURE is a filter chain from the audio to a 640×360 image.
project_video() {
  local audio=$1 out=$2 seconds=$3 picture=$4
  ff -i "$media/audio/$audio" -filter_complex "[0:a]atrim=0:$seconds,$picture" -frames:v 1 "$work/$out.png"
  local playhead="x='t/$seconds*W':eval=frame:shortest=1:format=auto"
  ff -loop 1 -framerate 25 -t "$seconds" -i "$work/$out.png" -i "$media/audio/$audio" \
    -f lavfi -i "color=c=black@0.55:s=640x360:r=25,format=rgba" -f lavfi -i "color=c=0xfbbf24:s=2x360:r=25" \
    -filter_complex "[0][2]overlay=${playhead}[dimmed];[dimmed][3]overlay=$playhead,format=yuv420p[picture];[1:a]atrim=0:$seconds,afade=t=out:st=$(calc "$seconds - 0.5"):d=0.5[sound]" \
    -map "[picture]" -map "[sound]" -c:v libx264 -preset slow -crf 28 -tune stillimage -c:a aac -b:a 64k \
    -map_metadata -1 -movflags +faststart "$media/video/$out"
}
project_video anna-sokolova.mp3 anna-sokolova-teaser.mp4 8 "showspectrumpic=s=640x360:legend=0:color=magma:scale=log:fscale=log:drange=90"
project_video artem-kuznetsov.mp3 artem-kuznetsov-session.mp4 7 \
  "showwavespic=s=640x280:colors=0xa78bfa[wave];color=c=0x0b0a14:s=640x360:d=1[background];[background][wave]overlay=0:40:format=auto"

# ---------------------------------------------------------------------------------------------------
# Avatars: abstract portraits, 256×256 WebP: a gradient, sound rings and a silhouette, some in headphones.

# avatar KEY FROM TO FIGURE ACCENT RING_X RING_Y HAIR HEADPHONES: HAIR is short, long, bun or curly (drawn
# behind the head in a lighter shade of FIGURE); HEADPHONES is yes or no (in ACCENT); colours are 0xRRGGBB.
avatar() {
  local key=$1 from=$2 to=$3 figure=$4 accent=$5 ring_x=$6 ring_y=$7 hair=$8 headphones=$9
  # Shapes are signed distances in pixels (negative inside), anti-aliased over one pixel.
  local hair_shape
  case $hair in
    long) hair_shape="hypot(max(abs(X-128)-12,0),max(abs(Y-132)-36,0))-50" ;;
    bun) hair_shape="min(hypot(X-128,Y-56)-21,hypot(X-128,Y-104)-52)" ;;
    curly) hair_shape="min(min(hypot(X-100,Y-84)-32,hypot(X-156,Y-84)-32),hypot(X-128,Y-66)-34)" ;;
    short) hair_shape="hypot(X-128,Y-102)-51" ;;
  esac
  local body="min(min(hypot(X-128,Y-110)-48,(hypot((X-128)/104,(Y-268)/90)-1)*90),max(abs(X-128)-16,abs(Y-165)-20))"
  local phones="min(if(lt(Y,112),abs(hypot(X-128,Y-108)-61)-4.5,99),min((hypot((X-68)/11,(Y-114)/21)-1)*11,(hypot((X-188)/11,(Y-114)/21)-1)*11))"
  local rings="st(0,hypot(X-$ring_x,Y-$ring_y));90*exp(-pow(ld(0)/110,2))+60*exp(-pow((ld(0)-150)/2,2))+45*exp(-pow((ld(0)-195)/2,2))+30*exp(-pow((ld(0)-240)/2,2))"
  # shape COLOUR OPACITY DISTANCE: a layer of one colour, opaque where DISTANCE < 0.
  shape() { echo "color=c=$1:s=256x256:d=1,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='$2*clip(0.5-($3),0,1)'"; }
  local inputs=(
    -f lavfi -i "$(gradient 256x256 "$from" "$to" "(X+Y)/(W+H)")"
    -f lavfi -i "color=c=white:s=256x256:d=1,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='$rings'"
    -f lavfi -i "$(shape "$figure" 190 "$hair_shape")"
    -f lavfi -i "$(shape "$figure" 255 "$body")"
  )
  local graph="[0][1]overlay=format=auto[a];[a][2]overlay=format=auto[b];[b][3]overlay=format=auto"
  if [[ $headphones == yes ]]; then
    inputs+=(-f lavfi -i "$(shape "$accent" 255 "$phones")")
    graph+="[c];[c][4]overlay=format=auto"
  fi
  ff "${inputs[@]}" -filter_complex "$graph,format=rgb24" -frames:v 1 -c:v libwebp -quality 85 -map_metadata -1 "$media/avatars/$key.webp"
}
while read -r key from to figure accent ring_x ring_y hair headphones; do
  avatar "$key" "$from" "$to" "$figure" "$accent" "$ring_x" "$ring_y" "$hair" "$headphones"
done <<'AVATARS'
anna-sokolova      0x4c1d95 0xdb2777 0x1e1033 0xfbbf24  40 216 long  yes
dmitry-volkov      0x0f766e 0x4338ca 0x0b1424 0xf472b6 216  40 short no
maria-lebedeva     0xb45309 0xbe185d 0x2a0f1a 0xfde68a 216 216 bun   no
artem-kuznetsov    0x1d4ed8 0x7c3aed 0x0f0a2a 0xfbbf24  40  40 short yes
ekaterina-orlova   0x7c3aed 0x06b6d4 0x13102e 0xf472b6 216 216 long  yes
igor-belov         0x365314 0x0f766e 0x0c1a14 0xfbbf24  40 216 curly no
ksenia-morozova    0xbe123c 0x7c2d12 0x240b0f 0x5eead4 216  40 bun   yes
timur-gareev       0xea580c 0xdb2777 0x2a0d12 0xffffff  40  40 short yes
alexey-romanov     0x334155 0x0e7490 0x0b1220 0xfbbf24 216 216 short yes
polina-zaitseva    0x0891b2 0x6d28d9 0x0c1030 0xfde68a  40 216 long  no
arman-seitkali     0x4338ca 0x0f172a 0x05070f 0x22d3ee 216  40 curly yes
nina-grigoryan     0x9d174d 0x4c1d95 0x1a0a24 0xfbbf24 216 216 long  yes
sergey-popov       0x92400e 0x365314 0x1a1208 0xf5f5f4  40 216 short no
olga-nikitina      0x6d28d9 0xc026d3 0x1c0a2c 0xfbbf24  40  40 bun   no
giorgi-kapanadze   0x115e59 0x1e3a8a 0x06141c 0xfb7185 216  40 curly no
AVATARS

# ---------------------------------------------------------------------------------------------------
# Hero: three glowing waveforms and a quiet spectrum over a dark violet gradient. Every motion is a whole
# number of cycles per loop, so frame LOOP_SECONDS×RATE would equal frame 0: the clip loops without a seam.

WIDTH=1280 HEIGHT=540 RATE=25 LOOP_SECONDS=8
# wave CYCLES_ACROSS CYCLES_PER_LOOP PHASE AMPLITUDE THICKNESS: one waveform as a grey glow mask.
wave() {
  local p="2*PI*T/$LOOP_SECONDS"
  echo "color=c=black:s=${WIDTH}x$HEIGHT:r=$RATE:d=$LOOP_SECONDS,format=gray,geq=lum='st(0,Y-H*0.55-H*$4*(0.8+0.2*sin($p+$3))*sin(2*PI*$1*X/W+$2*$p+$3)*pow(sin(PI*X/W),1.5));if(gt(abs(ld(0)),120*$5),0,255*(0.85*exp(-pow(ld(0)/$5,2))+0.3*exp(-pow(ld(0)/(9*$5),2))))'"
}
# Bars 10 px wide every 16 px, each at its own phase, breathing once and twice per loop.
spectrum="color=c=black:s=${WIDTH}x$HEIGHT:r=$RATE:d=$LOOP_SECONDS,format=gray,geq=lum='st(1,1000*sin(floor(X/16)*12.9898));st(2,H*(0.09+0.05*sin(2*PI*T/$LOOP_SECONDS+ld(1))+0.03*sin(4*PI*T/$LOOP_SECONDS+2*ld(1))));if(lt(mod(X,16),10)*gt(Y,H-ld(2)),15+45*(Y-H+ld(2))/ld(2),0)'"
tint() { echo "format=gbrp,colorchannelmixer=rr=$1:rg=0:rb=0:gr=$2:gg=0:gb=0:br=$3:bg=0:bb=0"; }
violet=$(tint 0.55 0.36 0.96) pink=$(tint 0.96 0.45 0.71) amber=$(tint 0.98 0.75 0.14)
ff -f lavfi -i "$(gradient "${WIDTH}x$HEIGHT" 0x07060f 0x1a1038 "Y/H"),loop=loop=$((RATE * LOOP_SECONDS - 1)):size=1,setpts=N/$RATE/TB" \
  -f lavfi -i "$(wave 1.2 1 0 0.16 1.4)" -f lavfi -i "$(wave 2 2 1.7 0.1 1.2)" -f lavfi -i "$(wave 0.8 1 3.4 0.22 1)" -f lavfi -i "$spectrum" \
  -filter_complex "[1]${violet}[a];[2]${pink}[b];[3]${amber}[c];[4]${violet}[d];[a][b]blend=all_mode=screen[ab];[ab][c]blend=all_mode=screen[abc];[abc][d]blend=all_mode=screen[glow];[0]format=gbrp[background];[glow][background]blend=all_mode=screen" \
  -c:v ffv1 -pix_fmt yuv444p "$work/hero.mkv"
ff -i "$work/hero.mkv" -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -an -map_metadata -1 -movflags +faststart "$hero/specialists-hero.mp4"
ff -i "$work/hero.mkv" -c:v libvpx-vp9 -crf 42 -b:v 0 -row-mt 1 -pix_fmt yuv420p -an -map_metadata -1 -fflags +bitexact "$hero/specialists-hero.webm"
ff -i "$work/hero.mkv" -frames:v 1 -c:v libwebp -quality 75 -map_metadata -1 "$hero/specialists-hero-poster.webp"

du -ch "$media"/*/* "$hero"/* | tail -1
