/** Names of the effect ops the data may use (kept apart from ops.ts so validation needs no rules code). */
export const OP_NAMES = [
  'draw', 'enerCharge', 'banish', 'bounce', 'down', 'powerOne', 'powerAll', 'setPower', 'cannotAttack', 'search',
  'reorderTop', 'trashToHand', 'enerToHand', 'mill', 'discard', 'oppDiscards', 'randomDiscard', 'peekDiscard',
  // named handlers for oddities
  'declareDiscard', 'discardThreeBanishAll', 'downOwnThenBanish',
  // WX03 / WD06-WD08 (ops-control, ops-cost, ops-life, ops-field, ops-mass)
  'ifDone', 'ifMilled', 'optionalCost', 'lifeLook', 'lifeReorder', 'deckToLife', 'lifeToHand', 'handToLife', 'lifeToTrash', 'oppLifeReveal', 'oppLifeMayTrash', 'crush', 'trashToField', 'searchToField', 'searchToTrash', 'trashToBottom', 'banishAll', 'oppBanishesOwn', 'discardAllDrawMax', 'mayTrashAllOwn', 'millChooseClass', 'trash', 'discardMatching', 'trashOwn', 'trashOwnBanishSameLevel', 'lookTake',
];
