// Vite and vitest import a file's text with `?raw`; tests use it to compare generated sources.
declare module '*?raw' {
  const text: string;
  export default text;
}
