/**
 * The built-in decks beyond WD01-WD05, all built for testing (the data has no official lists for them): WD09 as
 * WD01-WD05 are built, and decks of booster cards, each made only of cards that play (supported). Names and
 * descriptions are in the messages (`deckName`, `deckDescription`), keyed by deck id.
 */
export interface DeckList {
  id: string;
  lrig: [count: number, id: string][];
  main: [count: number, id: string][];
}

export const TESTING_DECKS: DeckList[] = [
  // WD09 (Sashe): its LRIG-deck printings once, its ten main-deck printings 4 times (Servant D and O as their WD01
  // printings, the same cards).
  {
    id: 'wd09-sashe',
    lrig: [[1, 'WD09-005'], [1, 'WD09-004'], [1, 'WD09-003'], [1, 'WD09-002'], [1, 'WD09-001'], [1, 'WD09-006'], [1, 'WD09-007'], [1, 'WD09-008']],
    main: [[4, 'WD09-009'], [4, 'WD09-011'], [4, 'WD01-016'], [4, 'WD01-017'], [4, 'WD09-018'], [4, 'WD09-010'], [4, 'WD09-012'], [4, 'WD09-013'], [4, 'WD09-014'], [4, 'WD09-015']],
  },
  // WD06 (Eldora), WD07 (Iona) as WD09 is built; WD08 (Umr) the same but with WX03's Umr=Fyra as its level 4, since
  // WD08's own Umr=Fyra does not play yet (and Ancient Surprise, whose text the data lacks, is left out).
  {
    id: 'wd06-eldora',
    lrig: [[1, 'WD06-001'], [1, 'WD06-002'], [1, 'WD06-003'], [1, 'WD06-004'], [1, 'WD06-005'], [1, 'WD06-006'], [1, 'WD06-007'], [1, 'WD06-008']],
    main: [[4, 'WD06-009'], [4, 'WD06-010'], [4, 'WD06-011'], [4, 'WD06-012'], [4, 'WD06-013'], [4, 'WD06-014'], [4, 'WD06-015'], [4, 'WD06-016'], [4, 'WD06-017'], [4, 'WD06-018']],
  },
  {
    id: 'wd07-iona',
    lrig: [[1, 'WD07-001'], [1, 'WD07-002'], [1, 'WD07-003'], [1, 'WD07-004'], [1, 'WD07-005'], [1, 'WD07-006'], [1, 'WD07-007'], [1, 'WD07-008']],
    main: [[4, 'WD07-009'], [4, 'WD07-010'], [4, 'WD07-011'], [4, 'WD07-012'], [4, 'WD07-013'], [4, 'WD07-014'], [4, 'WD07-015'], [4, 'WD07-016'], [4, 'WD07-017'], [4, 'WD07-018']],
  },
  {
    id: 'wd08-umr',
    lrig: [[1, 'WD08-001'], [1, 'WD08-002'], [1, 'WD08-003'], [1, 'WD08-004'], [1, 'WD08-005'], [1, 'WD08-007'], [1, 'WD08-008']],
    main: [[4, 'WD08-009'], [4, 'WD08-010'], [4, 'WD08-011'], [4, 'WD08-012'], [4, 'WD08-013'], [4, 'WD08-014'], [4, 'WD08-015'], [4, 'WD08-016'], [4, 'WD08-017'], [4, 'WD08-018']],
  },
  // Booster decks: one LRIG line (starter LRIGs where the booster ones do not play yet) and mostly booster cards.
  {
    id: 'wx-tama',
    lrig: [[1, 'WD01-005'], [1, 'WD01-004'], [1, 'WD01-003'], [1, 'WD01-002'], [1, 'WX02-001'], [1, 'WX02-005'], [1, 'WX02-016']],
    main: [[4, 'WX02-021'], [4, 'WX02-029'], [4, 'WX02-030'], [4, 'WX02-026'], [4, 'WX02-031'], [4, 'WX01-053'], [4, 'WX02-048'], [4, 'WX02-046'], [4, 'WX02-047'], [4, 'WX02-049']],
  },
  {
    id: 'wx-eldora',
    lrig: [[1, 'WD06-005'], [1, 'WX02-012'], [1, 'WX02-011'], [1, 'WX02-010'], [1, 'WX02-003'], [1, 'WX02-019']],
    main: [[4, 'WX02-023'], [4, 'WD01-017'], [4, 'WX02-035'], [4, 'WX02-036'], [4, 'WX02-037'], [4, 'WX02-056'], [4, 'WX02-057'], [4, 'WX02-059'], [4, 'WX01-075'], [4, 'WX02-058']],
  },
  {
    id: 'wx-midoriko',
    lrig: [[1, 'WD04-005'], [1, 'WD04-004'], [1, 'WD04-003'], [1, 'WD04-002'], [1, 'WD04-001']],
    main: [[4, 'WD04-011'], [4, 'WD04-012'], [4, 'WD04-014'], [4, 'WX02-038'], [4, 'WX02-039'], [4, 'WX01-086'], [4, 'WX01-088'], [4, 'WX01-090'], [4, 'WX01-094'], [4, 'WX02-062']],
  },
  {
    id: 'wx-ulith',
    lrig: [[1, 'WD05-005'], [1, 'WX02-015'], [1, 'WX02-014'], [1, 'WX02-013'], [1, 'WX02-004'], [1, 'WX02-006'], [1, 'WX02-020']],
    main: [[4, 'WX02-025'], [4, 'WX02-068'], [4, 'WX02-044'], [4, 'WX02-045'], [4, 'WX02-028'], [2, 'WX02-067'], [4, 'WX02-070'], [4, 'WX02-074'], [4, 'WX02-069'], [4, 'WX02-072'], [2, 'WX02-075']],
  },
  {
    id: 'wx-piruluk',
    lrig: [[1, 'WD03-005'], [1, 'WD03-004'], [1, 'WD03-003'], [1, 'WD03-002'], [1, 'WX03-008']],
    main: [[4, 'WX02-035'], [4, 'WX02-036'], [4, 'WX02-023'], [4, 'WX02-037'], [4, 'WX02-060'], [4, 'WX01-075'], [4, 'WX02-058'], [4, 'WX02-056'], [4, 'WX02-057'], [4, 'WX02-059']],
  },
];
