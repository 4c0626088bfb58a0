import { describe, expect, it } from 'vitest';
import { renderMailTemplate } from './mail-template.ts';
import { htmlToText } from './html-to-text.ts';

const template = {
  subject: 'Hola desde {APP_NAME}',
  body: '<p>{APP_NAME}: <a href="{ACTION_URL}">{ACTION_URL}</a> ({TOKEN})</p>',
  actionUrl: '{APP_URL}/_/#/auth/confirm-verification/{TOKEN}',
  hidden: false,
};

describe('renderMailTemplate', () => {
  it('fills every placeholder and builds the action URL', () => {
    const mail = renderMailTemplate(template, {
      appName: 'Rumbo',
      appUrl: 'https://rumbo.mx/',
      token: 'a.b.c',
    });
    expect(mail.subject).toBe('Hola desde Rumbo');
    expect(mail.actionUrl).toBe('https://rumbo.mx/_/#/auth/confirm-verification/a.b.c');
    expect(mail.html).toContain(
      '<p>Rumbo: <a href="https://rumbo.mx/_/#/auth/confirm-verification/a.b.c">https://rumbo.mx/_/#/auth/confirm-verification/a.b.c</a> (a.b.c)</p>',
    );
    expect(mail.html.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('escapes the values in the HTML but keeps the subject as plain text', () => {
    const mail = renderMailTemplate(template, {
      appName: 'Fletes "Golfo" & <Co>',
      appUrl: 'https://rumbo.mx',
      token: 't',
    });
    expect(mail.html).toContain('<p>Fletes &quot;Golfo&quot; &amp; &lt;Co&gt;:');
    expect(mail.html).not.toContain('<Co>');
    expect(mail.subject).toBe('Hola desde Fletes "Golfo" & <Co>');
  });

  it('never expands a placeholder that arrives inside a value', () => {
    const mail = renderMailTemplate(template, {
      appName: '{TOKEN}',
      appUrl: 'https://rumbo.mx',
      token: 'secret',
    });
    expect(mail.subject).toBe('Hola desde {TOKEN}');
    expect(mail.html).toContain('<p>{TOKEN}: ');
  });
});

describe('htmlToText', () => {
  it('keeps link addresses and paragraph breaks, drops tags and decodes entities', () => {
    const text = htmlToText(
      '<p>Hola &amp; bienvenido</p><p><a href="https://x.mx/a">Abrir</a></p><p><a href="https://x.mx/b">https://x.mx/b</a></p>',
    );
    expect(text).toBe('Hola & bienvenido\nAbrir (https://x.mx/a)\nhttps://x.mx/b');
  });
});
