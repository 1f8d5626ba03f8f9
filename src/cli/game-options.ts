/**
 * Rules options from the command line, for `check`, `play` and `sim`: `--option NAME=VALUE` (repeatable) and
 * `--rules VARIANT`, a documented alias of `--option rules=VARIANT` (WIXOSS's rules variants). Every value is checked
 * by the game's own rule for that option (`optionRule`), so an alias gets the same checks and messages as any option.
 */
import { UserError } from '../engine/errors.js';
import { optionNames, optionRule, type AnyGame } from '../engine/game.js';
import { t } from './i18n/index.js';
import { parseNamedOptions } from './play/seat-options.js';

export interface OptionFlags {
  /** `--rules VARIANT`: short for `--option rules=VARIANT`. */
  rules?: string;
  option?: string[];
}

/** The option `--rules` stands for. */
export const RULES_ALIAS = 'rules';

/**
 * The named options the flags give, in a Map (the names are the user's): the one place `--rules` becomes the
 * option it is an alias of. Naming one option twice with different values is an error, not a silent choice.
 */
export function namedOptions(flags: OptionFlags): Map<string, string> {
  const named = parseNamedOptions(flags.option);
  if (flags.rules !== undefined) {
    const given = named.get(RULES_ALIAS);
    if (given !== undefined && given !== flags.rules) throw new UserError(t().optionTwice(RULES_ALIAS, given, flags.rules));
    named.set(RULES_ALIAS, flags.rules);
  }
  return named;
}

/** The flags as a game's options, each checked against the game's own option names and values before it is used. */
export function gameOptions(game: AnyGame, flags: OptionFlags): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of namedOptions(flags)) {
    // Checked against the game's own option names before it is used as one (`toString` is no option).
    const rule = optionRule(game, name);
    if (!rule) throw new UserError(t().noSuchOption(game.name, name, optionNames(game).join(', ')));
    if (!rule.accepts(value)) throw new UserError(t().optionValue(name, rule.allowed, value));
    result[name] = value;
  }
  return result;
}
