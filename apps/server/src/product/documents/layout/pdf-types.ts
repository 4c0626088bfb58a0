// What a document is described with, as pdfmake reads it (https://pdfmake.github.io/docs/0.3/):
// text, stacks, columns, tables, lists, images, SVG and QR nodes, nested freely.

/** A node of a document's content. */
export type Content = string | readonly Content[] | ContentNode;

export type ContentNode = { readonly [key: string]: unknown };

/** A cell of a table's body. */
export type TableCell = Content;

/** A whole document: page setup, styles, header and footer, content. */
export type DocumentDefinition = { content: Content[] } & Record<string, unknown>;
