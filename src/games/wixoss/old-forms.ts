/**
 * Older spellings of WIXOSS choices that logs written before a notation changed still use (the engine asks
 * `aliasOf` only for a text that is not legal now, so a legal text never changes meaning).
 * - A SIGNI picked by an effect: before issue 41, effects that pick only your own SIGNI wrote `target k` for your
 *   zone k, and the "either player's" picks of Strike Impact and Umr=Fyra (WX03) wrote `own k`. Now it is always `target own k`.
 */
export function choiceAlias(choice: string, legal: string[]): string | undefined {
  const own = /^(?:target|own) (\d+)$/.exec(choice);
  if (!own) return undefined;
  const now = `target own ${own[1]}`;
  return legal.includes(now) ? now : undefined;
}
