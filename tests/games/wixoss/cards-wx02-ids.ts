/** WX02 Stirred Selector card ids by short name, for the cards-wx02 scenario tests. */
export const X = {
  tama4: 'WX02-001', yuzuki4: 'WX02-002', eldora4: 'WX02-003', ulith4: 'WX02-004', whiteHope: 'WX02-005', blackDesire: 'WX02-006',
  yuzuki3: 'WX02-007', yuzuki2: 'WX02-008', yuzuki1: 'WX02-009', eldora3: 'WX02-010', eldora2: 'WX02-011', eldora1: 'WX02-012',
  ulith3: 'WX02-013', ulith2: 'WX02-014', ulith1: 'WX02-015',
  gothicBoundary: 'WX02-016', burningSpirit: 'WX02-017', fierySpring: 'WX02-018', crossLifeCloth: 'WX02-019', bloodySlash: 'WX02-020',
  arcgain: 'WX02-021', gunsnipe: 'WX02-022', carmilla: 'WX02-023', agnes: 'WX02-024', annaMirage: 'WX02-025',
  wishCrisis: 'WX02-026', scorchedEarth: 'WX02-027', enigmaAura: 'WX02-028', mitsurugi: 'WX02-029', mikagami: 'WX02-030',
  getBound: 'WX02-031', opalal: 'WX02-032', carnelian: 'WX02-033', unwantedImpulse: 'WX02-034', cpu: 'WX02-035', grb: 'WX02-036',
  sprash: 'WX02-037', kiji: 'WX02-038', hachi: 'WX02-039', plantWear: 'WX02-040', heavyLoss: 'WX02-041',
  palbek: 'WX02-042', kythera: 'WX02-043', baal: 'WX02-044', sacrificeSlash: 'WX02-045',
  kiuael: 'WX02-046', ciel: 'WX02-047', magatama: 'WX02-048', saniel: 'WX02-049', swordAbility: 'WX02-050',
  launchergear: 'WX02-051', mp5: 'WX02-052', hisui: 'WX02-053', smith: 'WX02-054', jeweledSword: 'WX02-055',
  octo: 'WX02-056', pearl: 'WX02-057', mmr: 'WX02-058', kozame: 'WX02-059', searcher: 'WX02-060', bluegain: 'WX02-061',
  mizuaoi: 'WX02-062', lotus: 'WX02-063', monkey: 'WX02-064', suberia: 'WX02-065', abundance: 'WX02-066',
  lilith: 'WX02-067', morriga: 'WX02-068', nebra: 'WX02-069', anima: 'WX02-070', delhi: 'WX02-071', machupi: 'WX02-072',
  texahammer: 'WX02-073', grim: 'WX02-074', graveMaker: 'WX02-075',
  servantQ2: 'WX02-076', servantT2: 'WX02-077', servantD2: 'WX02-078', servantO2: 'WX02-079', recalledBlessing: 'WX02-080',
} as const;
