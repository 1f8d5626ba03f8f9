/** Names of the effect ops the data may use (kept apart from ops.ts so validation needs no rules code). */
export const OP_NAMES = [
  'draw', 'enerCharge', 'banish', 'bounce', 'down', 'powerOne', 'powerAll', 'setPower', 'cannotAttack', 'search',
  'reorderTop', 'trashToHand', 'enerToHand', 'mill', 'discard', 'oppDiscards', 'randomDiscard', 'peekDiscard',
  // named handlers for oddities
  'declareDiscard', 'discardThreeBanishAll', 'downOwnThenBanish',
  'discardCost', 'onlyIf', 'trashOwn', 'banishOwn', 'downOwn', 'revealTopToHand', 'revealTopDraw', 'revealTopPick', 'putOnField', 'drawPer', 'enerChargePer', 'banishAll', 'chooseMode', 'crushLife', 'lifeSwap', 'freeze', 'banishAny', 'trashOwnBanishEach',
];
