// Builds data/wixoss/sets.json (card facts only) from the shared fact files: WX01-WX03 with WD06-WD09, and
// WX04-WX06 with WD10-WD12, the SP sets and the PR cards they reprint.
// Our effect wording and ops live in data/wixoss/effects/<SET>.json, written by hand; this script never copies card
// text. A card whose printing has ability text but no entry in its effects file is listed and refused in decks
// ("not supported yet") by the loader.
// Usage: node scripts/wixoss-import-cards.mjs [--check] [fact-file.json … [--out output.json]]
// --check writes nothing: it exits 1 when the output file is not what the fact file gives (someone edited it by hand).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const args = process.argv.slice(2).filter((a) => a !== '--check');
const outAt = args.indexOf('--out');
const outArg = outAt >= 0 ? args.splice(outAt, 2)[1] : undefined;
const factDir = join(root, '..', 'shared', 'data', 'wixoss');
const sources = args.length ? args : ['sets-wx01-wx03-wd06-wd09.json', 'sets-wx04-wx06-wd10-wd12-sp.json'].map((f) => join(factDir, f));
const facts = { cards: sources.flatMap((source) => JSON.parse(readFileSync(source, 'utf8')).cards) };
// The starter decks WD01-WD05 (data/wixoss/cards.json): a later printing of one of their cards takes its icons.
const starters = JSON.parse(readFileSync(join(root, 'data', 'wixoss', 'cards.json'), 'utf8')).cards;

// The LRIG types as the starter data spells them (English), from the Japanese class names of the fact file.
const LRIG_TYPES = {
  タマ: 'Tama', 花代: 'Hanayo', ピルルク: 'Piruluk', 緑子: 'Midoriko', ウリス: 'Ulith',
  エルドラ: 'Eldora', ウムル: 'Umr', イオナ: 'Iona', サシェ: 'Sashe', ユヅキ: 'Yuzuki',
  ミルルン: 'Mirurun', アン: 'Anne', ミュウ: 'Myuu', アイヤイ: 'Aiyai', タウィル: 'Tawil',
};
// A promotional printing carries its promotion after the name, in brackets: "Avon (「selector infected WIXOSS」 BOX1
// 初回限定特典)", "Yuzuki-Zero (WIXOSS関連商品…)". The card's name is without it.
const withoutPromotion = (name) => name.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '');
const TIMINGS = { mainPhase: 'main', attackPhase: 'attack', spellCutIn: 'spellCutIn' };

function lrigType(name, id) {
  const type = LRIG_TYPES[name];
  if (!type) throw new Error(`${id}: unknown LRIG type ${name}`);
  return type;
}

function convert(c) {
  const promo = c.set === 'PR' || c.set.startsWith('SP');
  const name = (text) => (promo ? withoutPromotion(text) : text);
  const card = { id: c.id, set: c.set, name: { ja: name(c.nameJa), en: name(c.nameEn), zh: name(c.nameZh) } };
  if (c.sameCardAs) card.reprintOf = c.sameCardAs;
  card.type = c.type;
  card.colors = [c.color];
  card.level = c.level;
  if (c.type === 'LRIG') {
    card.limit = c.limit;
    // An LRIG may be of two types (WX02's Yuzuki are Hanayo too). The fact file lists the shared type first and the
    // LRIG's own last: the own one is `lrigType` (shown), the others `alsoLrigTypes`.
    const types = c.classes.filter((k) => LRIG_TYPES[k]).map((k) => lrigType(k, c.id)).reverse();
    card.lrigType = types[0] ?? lrigType(c.classes[0], c.id);
    if (types.length > 1) card.alsoLrigTypes = types.slice(1);
    card.growCost = c.growCost ?? {};
  } else if (c.classes?.length) card.classes = c.classes;
  if (c.power !== null) card.power = c.power;
  if (c.type === 'ARTS' || c.type === 'SPELL' || c.type === 'RESONA') card.cost = c.cost ?? {};
  if (c.timings) card.timings = c.timings.map((t) => TIMINGS[t]);
  // A card of two limiting types ("花代/ユヅキ") may be used by an LRIG of either.
  if (c.limiting) {
    const [first, ...others] = c.limiting.split('/').map((type) => lrigType(type, c.id));
    card.limiting = first;
    if (others.length) card.alsoLimiting = others;
  }
  for (const icon of ['guard', 'multiEner', 'lifeBurst']) if (c[icon]) card[icon] = true;
  // Whether the printing has any ability text (the loader marks such a card unsupported until it has effects).
  card.hasAbilities = Object.values(c.referenceText ?? {}).some((t) => (t.ja ?? []).length > 0);
  // An ARTS printed without its timing or text in the fact file (a reprint of a promo): what it does is unknown here.
  if (c.type === 'ARTS' && !c.timings) card.factsMissing = true;
  return card;
}

const cards = facts.cards.map(convert);
// The starter printings of WD06-WD09 that reprint a booster card come without their icons and ability text in the
// fact file (Servant T in WD08 shows neither Guard nor Life Burst). One card plays the same in every printing, so a
// reprint takes its first printing's icons and "has abilities" when that printing is in the file.
const byId = new Map([...starters, ...cards].map((c) => [c.id, c]));
// Two WD06 printings are booster cards the fact file does not link (same Japanese name and facts as the WX02 card):
// a starter printing named like a booster card is that card's reprint.
const jaKey = (c) => c.name.ja.normalize('NFKC').replace(/\s+/g, ' ');
const boosterByName = new Map(cards.filter((c) => c.set.startsWith('WX') && !c.reprintOf).map((c) => [jaKey(c), c]));
for (const card of cards) {
  const booster = !card.reprintOf && card.set.startsWith('WD') && boosterByName.get(jaKey(card));
  if (booster) card.reprintOf = booster.id;
}
for (const card of cards) {
  const first = card.reprintOf && byId.get(card.reprintOf);
  if (!first) continue;
  for (const icon of ['guard', 'multiEner', 'lifeBurst']) {
    if (first[icon]) card[icon] = true;
    else delete card[icon];
  }
  // A starter card (cards.json) always has its text: it has abilities when that text says something.
  card.hasAbilities = first.hasAbilities ?? (first.text?.en ?? []).length > 0;
  // A reprint of an ARTS printed without its timing takes the first printing's.
  if (card.factsMissing && first.timings) {
    card.timings = first.timings;
    delete card.factsMissing;
  }
}
const about = 'WIXOSS boosters WX01-WX06, starters WD06-WD12, the SP sets and four PR cards: printed facts (names, types, colours, levels, limits, power, costs, classes, timings, icons) converted by scripts/wixoss-import-cards.mjs. No card text: our effect wording and ops are in data/wixoss/effects/<SET>.json.';
const lines = cards.map((c) => `  ${JSON.stringify(c)}`);
const out = outArg ?? join(root, 'data', 'wixoss', 'sets.json');
const text = `{\n "about": ${JSON.stringify(about)},\n "cards": [\n${lines.join(',\n')}\n ]\n}\n`;
if (check) {
  let current = '';
  try { current = readFileSync(out, 'utf8'); } catch { /* missing: differs */ }
  if (current !== text) {
    console.error(`${out} is not what ${sources.join(' + ')} give: run node scripts/wixoss-import-cards.mjs to rebuild it`);
    process.exit(1);
  }
  console.log(`${out} matches ${sources.join(' + ')} (${cards.length} cards)`);
} else {
  writeFileSync(out, text);
  console.log(`wrote ${cards.length} cards to ${out}`);
}
