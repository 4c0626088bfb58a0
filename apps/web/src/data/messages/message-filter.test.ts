import { describe, expect, it } from 'vitest';
import { likeLiteral, messageLogFilter, messageState } from './message-filter.ts';

describe('messageLogFilter', () => {
  it('is empty for the whole log', () => {
    expect(messageLogFilter({ state: '', kind: '', search: '  ' })).toBe('');
  });

  it('splits the queued messages into waiting and failing', () => {
    expect(messageLogFilter({ state: 'waiting', kind: '', search: '' })).toBe(
      "(status = 'queued' && (attempts = 0 || lastError = ''))",
    );
    expect(messageLogFilter({ state: 'failing', kind: '', search: '' })).toBe(
      "(status = 'queued' && attempts > 0 && lastError != '')",
    );
    expect(messageLogFilter({ state: 'sent', kind: 'digest', search: '' })).toBe(
      "(status = 'sent') && kind = 'digest'",
    );
  });

  it('searches the recipient and the subject with the text bound and escaped', () => {
    expect(messageLogFilter({ state: '', kind: '', search: " O'Brien " })).toBe(
      "(recipient ~ 'O\\'Brien' || recipientName ~ 'O\\'Brien' || subject ~ 'O\\'Brien')",
    );
  });

  it('matches LIKE wildcards as typed, and no backslash can end the quoted text', () => {
    expect(likeLiteral('50%_off')).toBe('50\\%\\_off');
    expect(likeLiteral('a\\')).toBe('a');
    expect(messageLogFilter({ state: '', kind: '', search: "x\\' || id != '" })).toBe(
      "(recipient ~ 'x\\' || id != \\'' || recipientName ~ 'x\\' || id != \\'' || subject ~ 'x\\' || id != \\'')",
    );
  });
});

describe('messageState', () => {
  it('words the server status for the log', () => {
    expect(messageState({ status: 'sent', attempts: 1, lastError: '' })).toBe('sent');
    expect(messageState({ status: 'failed', attempts: 10, lastError: '550' })).toBe('failed');
    expect(
      messageState({
        status: 'queued',
        attempts: 0,
        lastError: 'not sent: no mail server configured',
      }),
    ).toBe('waiting');
    // The first try under way: nothing has failed yet.
    expect(messageState({ status: 'queued', attempts: 1, lastError: '' })).toBe('waiting');
    expect(messageState({ status: 'queued', attempts: 2, lastError: '451 try later' })).toBe(
      'failing',
    );
  });
});
