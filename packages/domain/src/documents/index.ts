export * from './document-templates.ts';
export * from './document-gaps.ts';
