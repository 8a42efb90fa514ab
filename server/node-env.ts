// Imported first by the entry point: React and other libraries choose their production or
// development build from NODE_ENV when they are first imported, so it must be set before them.
process.env.NODE_ENV ??= "production";
