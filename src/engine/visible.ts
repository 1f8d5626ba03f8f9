/**
 * Text from outside (a log, a deck list, a typed move, a protocol request) is data: before it reaches a terminal,
 * its control characters are made visible, so a shared log cannot retitle, clear or recolour the reader's terminal.
 * The notation is `cat -v`'s: ESC is `^[`, BEL `^G`, DEL `^?`, the C1 control U+009B `M-^[`.
 */

const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

function caret(char: string): string {
  const code = char.charCodeAt(0);
  if (code === 0x7f) return '^?';
  if (code >= 0x80) return `M-${caret(String.fromCharCode(code - 0x80))}`;
  return `^${String.fromCharCode(code + 0x40)}`;
}

/**
 * `text` with every C0 and C1 control character and DEL written out visibly. `lines`: a message of several lines,
 * whose line breaks and tabs are ours and stay (a carriage return is shown: it would let text overwrite a line).
 */
export function showControls(text: string, lines = false): string {
  return text.replace(lines ? CONTROLS_BUT_LINES : CONTROLS, caret);
}

/** Whether `text` holds a control character (C0, DEL or C1). */
export function hasControls(text: string): boolean {
  return ANY_CONTROL.test(text);
}

const JSON_UNESCAPED_CONTROLS = /[\u007f-\u009f]/g;

/**
 * JSON text with DEL and the C1 controls written as `\u00XX` escapes (JSON.stringify escapes only C0). The same
 * data, so a script reads the same values; a person reading `--json` output at a terminal sees the escapes.
 */
export function escapeJsonControls(json: string): string {
  return json.replace(JSON_UNESCAPED_CONTROLS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
