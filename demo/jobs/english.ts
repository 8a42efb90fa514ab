import { daysAgo, lines } from "../dates";

// English-language jobs: applyUrl (column L) holds the marker ENG (spec 3 "Job").
// Columns A–Q: id, title, company, companyLink, location, type, description, responsibilities,
// requirements, conditions, postDate, applyUrl, applyWebsite, applyEmail, applyForm, applyTelegram, applyHH.
export const englishJobs: string[][] = [
  [
    "demo-401", "Senior Sound Designer", "Northwind Interactive", "https://northwind-interactive.example", "Удалённо", "Полная занятость",
    "Northwind is making a narrative action game for PC and consoles. We are looking for a senior sound designer to own combat and creature audio.",
    lines("Design and implement combat, creature and ambience sounds", "Build systems in Wwise together with audio programmers", "Mentor two mid-level designers"),
    lines("5+ years in game audio, at least one shipped title", "Strong Wwise and Unreal Engine skills", "A reel with your own work"),
    lines("Fully remote, flexible hours", "Hardware and plugin budget"),
    daysAgo(0), "ENG", "https://northwind-interactive.example/jobs/sound-designer", "audio-jobs@northwind-interactive.example", "", "", "",
  ],
  [
    "demo-402", "Dialogue Editor", "Blue Harbour Post", "https://blueharbour-post.example", "Релокация (Кипр)", "Проектная работа",
    "A post-production house working on international series. We need a dialogue editor for a 10-episode drama; relocation to Limassol is an option.",
    lines("Edit production dialogue and ADR", "Prepare dialogue tracks for the re-recording mixer", "Keep sessions tidy and delivery-ready"),
    lines("Credits on scripted series or features", "Pro Tools and iZotope RX", "Fluent English"),
    lines("Project rate by agreement", "Visa support for relocation"),
    daysAgo(5), "ENG", "", "jobs@blueharbour-post.example", "https://forms.blueharbour-post.example/dialogue", "", "",
  ],
  [
    "demo-403", "Audio Programmer", "Pulse Audio Labs", "https://pulse-audio-labs.example", "Тбилиси", "Полная занятость",
    "We build real-time voice processing for communication apps. Join the team in Tbilisi or work remotely within UTC+2…+5.",
    lines("Develop and optimise real-time DSP in C++", "Work on noise suppression and echo cancellation", "Profile on mobile devices"),
    lines("Strong C++ and DSP fundamentals", "Experience with real-time constraints", "Rust is a plus"),
    lines("Competitive salary in USD", "Office in Tbilisi or remote"),
    daysAgo(7), "ENG", "https://pulse-audio-labs.example/careers", "", "", "https://t.me/pulse_audio_hr", "",
  ],
  [
    "demo-404", "Music Supervisor (part-time)", "Indie Trailer Co.", "https://indie-trailer.example", "Удалённо", "Частичная занятость",
    "A small trailer house is looking for a part-time music supervisor to find and clear music for game and film trailers.",
    lines("Search libraries and labels for trailer music", "Negotiate licences", "Keep the clearance log"),
    lines("Experience with music licensing", "Good taste in trailer music", "Organised and responsive"),
    lines("20 hours a week", "Fixed monthly fee"),
    daysAgo(18), "ENG", "", "", "https://forms.indie-trailer.example/supervisor", "", "",
  ],
  [
    "demo-405", "Junior Audio QA (internship)", "Northwind Interactive", "https://northwind-interactive.example", "Удалённо", "Стажировка",
    "A paid three-month internship testing the audio of a game in production, with a path to a junior sound designer role.",
    lines("Test audio across platforms and report bugs", "Check mix levels and localisation", "Help maintain the sound database"),
    lines("Good ears and attention to detail", "Interest in game audio", "English at B2 or higher"),
    lines("Paid internship", "Mentorship from the audio team"),
    daysAgo(22), "ENG", "https://northwind-interactive.example/jobs/audio-qa", "", "", "", "https://hh.ru/search/vacancy?text=audio+qa",
  ],
];
