// Imported first by the entry point: React and other libraries choose their production or
// development build from NODE_ENV when they are first imported, so it must be set before them. In the bundle
// (build/start-server.js) every package import runs before this line: build/start.js sets it first (scripts/build.ts).
process.env.NODE_ENV ??= "production";
