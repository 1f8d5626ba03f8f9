/**
 * What a card's ability does, in our own card wording (data/wixoss: `text.en` / `text.zh`, one sentence per ability
 * in printed order), for the moves that use it: `arts 3`, `spell 1`, `act lrig 2`, `burst`. Each sentence is found by
 * its marker ("Activated, …" / "起动…", "Burst: …" / "爆发：…"); tests/games/wixoss/effect-text.test.ts checks over
 * every card that the markers count its abilities.
 */
import { briefText } from '../../engine/brief-text.js';
import { contentLang } from '../../engine/i18n.js';
import type { IndexedCard } from './cards/db.js';

/** The sentence of an activated ability starts with it, in both languages. */
export const ACTIVATED = /^(Activated\b|起动)/;
/** The Life Burst's sentence; the marker is dropped when it is told. */
export const BURST = /^(Burst|爆发)\s*[:：]\s*/;
/** An ARTS's sentence about what it costs while a condition holds (`costBecomes`): no part of what it does. */
const COST_CHANGE = /\bthis costs\b|此卡费用变为/;

/** The card's sentences in the reader's language (English where a card has no Chinese text). */
export function cardLines(card: IndexedCard, lang = contentLang()): string[] {
  return lang === 'zh' && card.text.zh.length > 0 ? card.text.zh : card.text.en;
}

/**
 * Activated ability `k` (0-based) of the card: its cost, then what it does ("down this LRIG: put 1 SIGNI from your
 * trash onto your field"), shortened for a move's sentence; undefined when the text has no such sentence.
 */
export function activatedText(card: IndexedCard, k: number): string | undefined {
  const line = cardLines(card).filter((l) => ACTIVATED.test(l))[k];
  if (line === undefined) return undefined;
  // "Activated, [Red], down this: …" → "[Red], down this: …"; "起动（横置此精灵）：…" → "横置此精灵：…".
  const said = line.replace(/^Activated,?\s*/, '').replace(/^起动\s*/, '').replace(/^（([^）]*)）\s*([：:])/, '$1$2');
  return briefText(said);
}

/**
 * The [Action] ability `grantActs[k]` a card gives your LRIG (WX05 Final Destruction), from the k-th quoted ability
 * in its text ('your LRIG gains "Activated, down this LRIG: ..."'), said as `activatedText` says one.
 */
export function grantedActText(card: IndexedCard, k: number): string | undefined {
  const quoted = cardLines(card).flatMap((l) => [...l.matchAll(/"([^"]+)"|「([^」]+)」/g)].map((q) => q[1] ?? q[2]!)).filter((q) => ACTIVATED.test(q));
  const said = quoted[k]?.replace(/^Activated,?\s*/, '').replace(/^起动\s*/, '').replace(/^（([^）]*)）\s*([：:])/, '$1$2');
  return said === undefined ? undefined : briefText(said);
}

/** What the card's Life Burst does, shortened; undefined when its text has none. */
export function burstText(card: IndexedCard): string | undefined {
  const line = cardLines(card).find((l) => BURST.test(l));
  return line === undefined ? undefined : briefText(line.replace(BURST, ''));
}

/** What an ARTS or a spell does when used (its sentences but the Life Burst and a cost change), shortened. */
export function useText(card: IndexedCard): string | undefined {
  const lines = cardLines(card).filter((l) => !BURST.test(l) && !COST_CHANGE.test(l));
  return lines.length === 0 ? undefined : briefText(lines.join(contentLang() === 'zh' ? '' : ' '));
}
