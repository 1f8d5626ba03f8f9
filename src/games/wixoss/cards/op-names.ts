/** Names of the effect ops the data may use (kept apart from ops.ts so validation needs no rules code). */
export const OP_NAMES = [
  'draw', 'enerCharge', 'banish', 'bounce', 'down', 'powerOne', 'powerAll', 'setPower', 'cannotAttack', 'search',
  'reorderTop', 'trashToHand', 'enerToHand', 'mill', 'discard', 'oppDiscards', 'randomDiscard', 'peekDiscard',
  // booster-era mechanics (docs/wixoss-card-data.md)
  'power', 'gain', 'gainOne', 'freeze', 'trashSigni', 'putOnField', 'addLife', 'crush', 'noAttackOne', 'shuffle', 'declareTopToHand',
  // extra costs (put in front of an effect's ops by the loader, never written in the data)
  'payDiscard', 'payTrash', 'payLrigDeck', 'payDown',
  // named handlers for oddities
  'declareDiscard', 'discardThreeBanishAll', 'downOwnThenBanish',
  // WX01 (ops-cutin, ops-look, ops-sweep, ops-lrig-color, ops-any-side, ops-guard, ops-up, ops-may, ops-life-trade)
  'cancelSpell', 'lookTrashReorder', 'upAll', 'trashAllSigni', 'trashAllEner', 'trashToHandLrigColor', 'trashToDeckAll', 'noGuardUpTo', 'up', 'mayAddLife', 'topToFieldIfAlone', 'downAllOpposing', 'upLrig', 'trashOwnLifeToCrush', 'oppBanishToTrash',
  // WX02: costs and "if you do", reveals, counts, sweeps, modes, life cloth, either player's SIGNI
  'trashOwnThen', 'banishOwnThen', 'revealTopToHand', 'revealTopDraw', 'revealTopPick', 'drawPer', 'enerChargePer', 'banishEvery', 'chooseMode', 'lifeSwap',
  'banishAny', 'powerAny', 'trashOwnBanishEach', 'trashOwnAddLife', 'banishTotalPower', 'oppBanishOwn', 'gainNextTurn', 'downLrigOrSigni',
  // WX03 / WD06-WD08 (ops-control, ops-cost, ops-life, ops-move, ops-mass, ops-classes, ops-own)
  'ifDone', 'ifMilled', 'optionalCost', 'lifeLook', 'lifeReorder', 'lifeToHand', 'handToLife', 'lifeToTrash', 'oppLifeReveal', 'oppLifeMayTrash', 'searchToTrash', 'trashToBottom', 'discardAllDrawMax', 'mayTrashAllOwn', 'millChooseClass', 'discardMatching', 'trashOwnBanishSameLevel', 'lookTake', 'banishWeakerAttacker', 'selfToBottom', 'powerThenLancer', 'growSameLevel', 'freeGrowNextTurn', 'crushOwnToTrash', 'putOnFieldGrant', 'trashSelf', 'declareShieldLife',
  // WX03 Kano (ops-banish-self), WD08 Umr=Fyra
  'banishSelf', 'freeTrashAct',
];
