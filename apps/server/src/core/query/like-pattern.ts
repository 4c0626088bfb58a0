/**
 * The LIKE pattern for a `~` constant (reference §6.4). Without an unescaped `%` the value is a
 * "contains" search: its `\`, `%` and `_` are escaped (pairs already escaped by the user are
 * kept) and it is wrapped in `%…%`. With one (`'Lorem%'`) it is used as written.
 */
export function likePattern(value: string): string {
  if (hasUnescapedPercent(value)) return value;
  return `%${escapeLikeChars(value)}%`;
}

function hasUnescapedPercent(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    if (value[index] === '\\') index += 1;
    else if (value[index] === '%') return true;
  }
  return false;
}

function escapeLikeChars(value: string): string {
  let result = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    const next = value[index + 1];
    if (char === '\\' && next !== undefined && '\\%_'.includes(next)) {
      result += char + next;
      index += 1;
    } else {
      result += '\\%_'.includes(char) ? `\\${char}` : char;
    }
  }
  return result;
}
