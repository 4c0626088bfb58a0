import { describe, expect, it } from 'vitest';
import { userInitials } from './user-initials.ts';

describe('userInitials', () => {
  it.each([
    ['given name and first surname', 'Mariana Torres Vega', 'staff@golfo.test', 'MT'],
    ['two words', 'luis perez', '', 'LP'],
    ['one word', 'Administrador', 'admin@rumbo.test', 'A'],
    ['accented letters', 'Óscar Ñúñez', '', 'ÓÑ'],
    ['extra spaces', '  Ana   López  ', '', 'AL'],
    ['leading punctuation', '(Ana) López', '', 'AL'],
    ['a long name', 'Ana María López Ruiz', '', 'AM'],
    ['blank name, email with a dot', '   ', 'maria.lopez@golfo.test', 'ML'],
    ['no name, plain email', undefined, 'staff@golfo.test', 'S'],
    ['email with plus and dashes', null, 'juan-carlos+ops@x.test', 'JC'],
    ['nothing usable', '', '', '?'],
    ['not strings', 42, {}, '?'],
  ])('%s', (_name, fullName, email, expected) => {
    expect(userInitials(fullName, email)).toBe(expected);
  });
});
