// The part of pdfmake 0.3's API the documents use (docs/decisions/068). Its DefinitelyTyped
// package declares the browser's DOM library for every program that imports it, which the
// record server must not have.
declare module 'pdfmake' {
  type FontFiles = { normal: string; bold: string; italics: string; bolditalics: string };
  const pdfmake: {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: object): { getBuffer(): Promise<Buffer> };
  };
  export default pdfmake;
}
