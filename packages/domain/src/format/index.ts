// The one formatting module (docs/decisions/037): every date, time, number and amount a person
// reads, in the web app and in the documents the server writes. The web app sets the default
// locale when the language changes; the server passes the reader's locale on every call.
export * from './format-locale.ts';
export * from './format-numbers.ts';
export * from './format-dates.ts';
