/**
 * `cardref completion bash|zsh|fish`: a shell completion script made from the commander program itself (commands,
 * options, arguments) and the game registry (game ids, built-in decks, rules topics), so it never falls behind
 * the CLI. The script holds the lists; completing runs no cardref.
 */
import type { Command, Option } from 'commander';
import { GAMES } from '../../games/index.js';
import type { CliContext } from '../main.js';
import { buildProgram, COMPLETION_SHELLS as SHELLS } from '../program.js';

type Shell = (typeof SHELLS)[number];

interface OptionSpec {
  flags: string[];
  takesValue: boolean;
  choices: string[];
  description: string;
}

interface CommandSpec {
  name: string;
  description: string;
  /** Argument names in order (`game`, `topic`, `deck`, `log`, ...). */
  args: string[];
  options: OptionSpec[];
}

interface GameSpec {
  id: string;
  decks: string[];
  topics: string[];
}

interface Spec {
  commands: CommandSpec[];
  globalOptions: OptionSpec[];
  games: GameSpec[];
}

function optionSpec(option: Option): OptionSpec {
  return {
    flags: [option.short, option.long].filter((flag): flag is string => Boolean(flag)),
    takesValue: option.required || option.optional,
    choices: option.argChoices ?? [],
    description: option.description,
  };
}

async function makeSpec(): Promise<Spec> {
  const program = buildProgram();
  const commands: CommandSpec[] = program.commands.map((command: Command) => ({
    name: command.name(),
    description: command.description(),
    args: command.registeredArguments.map((argument) => argument.name()),
    options: [...command.options.map(optionSpec), { flags: ['-h', '--help'], takesValue: false, choices: [], description: '' }],
  }));
  commands.push({ name: 'help', description: '', args: ['command'], options: [] });
  const games = await Promise.all(GAMES.map(async (entry) => ({
    id: entry.id,
    decks: (await entry.load()).decks?.builtin.map((deck) => deck.id) ?? [],
    topics: (await entry.loadRules('en')).map((topic) => topic.id),
  })));
  const globalOptions = [...program.options.map(optionSpec), { flags: ['-h', '--help'], takesValue: false, choices: [], description: '' }];
  return { commands, globalOptions, games };
}

/** The words an argument of this name completes to, for one game (`game` is known once typed). */
function argumentWords(spec: Spec, argument: string, game: GameSpec | undefined): string[] | 'files' {
  if (argument === 'game') return spec.games.map((g) => g.id);
  if (argument === 'topic') return game?.topics ?? [];
  if (argument === 'deck') return game?.decks ?? [];
  if (argument === 'command') return spec.commands.map((c) => c.name);
  if (argument === 'shell') return [...SHELLS];
  return 'files';
}

const valueFlags = (spec: Spec) => [...new Set([...spec.globalOptions, ...spec.commands.flatMap((c) => c.options)].filter((o) => o.takesValue).flatMap((o) => o.flags))];
const FILE_OPTIONS = ['--log', '--resume', '--log-dir'];
const DECK_OPTIONS = ['-d', '--deck'];

function bash(spec: Spec): string {
  const words = (list: string[]) => list.join(' ');
  const choiceCases = [...spec.globalOptions, ...spec.commands.flatMap((c) => c.options)]
    .filter((o) => o.choices.length > 0)
    .map((o) => `    ${o.flags.join('|')}) COMPREPLY=($(compgen -W "${words(o.choices)}" -- "$cur")); return ;;`);
  const uniqueChoiceCases = [...new Set(choiceCases)];
  const optionCases = spec.commands.map((c) => `    ${c.name}) options="${words([...c.options.flatMap((o) => o.flags), ...spec.globalOptions.flatMap((o) => o.flags)])}" ;;`);
  const argCases = spec.commands.flatMap((c) => c.args.map((arg, index) => `    ${c.name}:${index + 1}) kind=${arg} ;;`));
  const gameCases = spec.games.flatMap((g) => [`    ${g.id}:topic) echo "${words(g.topics)}" ;;`, `    ${g.id}:deck) echo "${words(g.decks)}" ;;`]);
  return `# cardref completion for bash (made by \`cardref completion bash\`).
# This shell:   source <(cardref completion bash)
# Every shell:  cardref completion bash > ~/.local/share/bash-completion/completions/cardref
_cardref_game_words() {
  case "$1:$2" in
${gameCases.join('\n')}
  esac
}

_cardref() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]}
  local command='' game='' positional=0 i word kind='' options
  local deck_value=''
  # bash splits an option's value at "=": "--deck 1=white-hope" is "--deck" "1" "=" "white-hope".
  if [[ $cur == = ]]; then
    cur=''
    case \${COMP_WORDS[COMP_CWORD-2]} in ${DECK_OPTIONS.join('|')}) deck_value=1 ;; esac
  elif [[ $prev == = ]]; then
    case \${COMP_WORDS[COMP_CWORD-3]} in ${DECK_OPTIONS.join('|')}) deck_value=1 ;; esac
    prev=\${COMP_WORDS[COMP_CWORD-2]}
  fi
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=\${COMP_WORDS[i]}
    case $word in
      ${valueFlags(spec).join('|')})
        ((i++))
        [[ \${COMP_WORDS[i]} == = ]] && ((i++))
        [[ \${COMP_WORDS[i+1]} == = ]] && ((i += 2))
        continue ;;
      -*|=) continue ;;
    esac
    if [[ -z $command ]]; then command=$word
    else
      ((positional++))
      ((positional == 1)) && game=$word
    fi
  done
  if [[ -n $deck_value ]]; then
    COMPREPLY=($(compgen -W "$(_cardref_game_words "$game" deck)" -- "$cur"))
    return
  fi
  case $prev in
${uniqueChoiceCases.join('\n')}
    ${FILE_OPTIONS.join('|')}) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    ${valueFlags(spec).join('|')}) return ;;
  esac
  if [[ $cur == -* ]]; then
    options="${words(spec.globalOptions.flatMap((o) => o.flags))}"
    case $command in
${optionCases.join('\n')}
    esac
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
    return
  fi
  if [[ -z $command ]]; then
    COMPREPLY=($(compgen -W "${words(spec.commands.map((c) => c.name))}" -- "$cur"))
    return
  fi
  case $command:$((positional + 1)) in
${argCases.join('\n')}
  esac
  case $kind in
    game) COMPREPLY=($(compgen -W "${words(spec.games.map((g) => g.id))}" -- "$cur")) ;;
    topic) COMPREPLY=($(compgen -W "$(_cardref_game_words "$game" topic)" -- "$cur")) ;;
    deck) COMPREPLY=($(compgen -W "$(_cardref_game_words "$game" deck)" -- "$cur") $(compgen -f -- "$cur")) ;;
    command) COMPREPLY=($(compgen -W "${words(spec.commands.map((c) => c.name))}" -- "$cur")) ;;
    shell) COMPREPLY=($(compgen -W "${words([...SHELLS])}" -- "$cur")) ;;
    '') ;;
    *) COMPREPLY=($(compgen -f -- "$cur")) ;;
  esac
}
complete -F _cardref cardref
`;
}

function zsh(spec: Spec): string {
  const words = (list: string[]) => list.join(' ');
  const choiceCases = [...new Set([...spec.globalOptions, ...spec.commands.flatMap((c) => c.options)]
    .filter((o) => o.choices.length > 0)
    .map((o) => `    (${o.flags.join('|')}) compadd -- ${words(o.choices)}; return ;;`))];
  const optionCases = spec.commands.map((c) => `    (${c.name}) options+=(${words(c.options.flatMap((o) => o.flags))}) ;;`);
  const argCases = spec.commands.flatMap((c) => c.args.map((arg, index) => `    (${c.name}:${index + 1}) kind=${arg} ;;`));
  const gameCases = spec.games.flatMap((g) => [`    (${g.id}:topic) reply=(${words(g.topics)}) ;;`, `    (${g.id}:deck) reply=(${words(g.decks)}) ;;`]);
  return `#compdef cardref
# cardref completion for zsh (made by \`cardref completion zsh\`).
# This shell:   source <(cardref completion zsh)
# Every shell:  mkdir -p ~/.zfunc && cardref completion zsh > ~/.zfunc/_cardref, with fpath=(~/.zfunc $fpath) in ~/.zshrc
_cardref_game_words() {
  reply=()
  case "$1:$2" in
${gameCases.join('\n')}
  esac
}

_cardref() {
  local cur=\${words[CURRENT]} prev=\${words[CURRENT-1]}
  local command='' game='' word kind='' i
  local -a options reply
  integer positional=0
  for ((i = 2; i < CURRENT; i++)); do
    word=\${words[i]}
    case $word in
      (${valueFlags(spec).join('|')}) ((i++)); continue ;;
      (-*) continue ;;
    esac
    if [[ -z $command ]]; then command=$word
    else
      ((positional++))
      ((positional == 1)) && game=$word
    fi
  done
  case $prev in
${choiceCases.join('\n')}
    (${DECK_OPTIONS.join('|')})
      if [[ $cur == *=* ]]; then _cardref_game_words "$game" deck; compadd -P "\${cur%%=*}=" -- $reply; fi
      return ;;
    (${FILE_OPTIONS.join('|')}) _files; return ;;
    (${valueFlags(spec).join('|')}) return ;;
  esac
  if [[ $cur == -* ]]; then
    options=(${words(spec.globalOptions.flatMap((o) => o.flags))})
    case $command in
${optionCases.join('\n')}
    esac
    compadd -- $options
    return
  fi
  if [[ -z $command ]]; then
    compadd -- ${words(spec.commands.map((c) => c.name))}
    return
  fi
  case $command:$((positional + 1)) in
${argCases.join('\n')}
  esac
  case $kind in
    (game) compadd -- ${words(spec.games.map((g) => g.id))} ;;
    (topic) _cardref_game_words "$game" topic; compadd -- $reply ;;
    (deck) _cardref_game_words "$game" deck; compadd -- $reply; _files ;;
    (command) compadd -- ${words(spec.commands.map((c) => c.name))} ;;
    (shell) compadd -- ${words([...SHELLS])} ;;
    ('') ;;
    (*) _files ;;
  esac
}

if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _cardref "$@"
else
  compdef _cardref cardref
fi
`;
}

/** A fish string literal. */
const fishQuote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function fish(spec: Spec): string {
  const commandNames = spec.commands.map((c) => c.name).join(' ');
  const gameIds = spec.games.map((g) => g.id).join(' ');
  const lines = [
    '# cardref completion for fish (made by `cardref completion fish`).',
    '# This shell:   cardref completion fish | source',
    '# Every shell:  cardref completion fish > ~/.config/fish/completions/cardref.fish',
    'complete -c cardref -f',
  ];
  const optionLine = (condition: string, option: OptionSpec) => {
    const parts = ['complete -c cardref', `-n ${fishQuote(condition)}`];
    for (const flag of option.flags) parts.push(flag.startsWith('--') ? `-l ${flag.slice(2)}` : `-s ${flag.slice(1)}`);
    if (option.choices.length > 0) parts.push(`-xa ${fishQuote(option.choices.join(' '))}`);
    else if (option.takesValue) parts.push(FILE_OPTIONS.some((flag) => option.flags.includes(flag)) ? '-rF' : '-x');
    if (option.description) parts.push(`-d ${fishQuote(option.description)}`);
    return parts.join(' ');
  };
  for (const option of spec.globalOptions) lines.push(optionLine('true', option));
  for (const command of spec.commands) {
    lines.push(`complete -c cardref -n '__fish_use_subcommand' -a ${command.name}${command.description ? ` -d ${fishQuote(command.description)}` : ''}`);
    const inCommand = `__fish_seen_subcommand_from ${command.name}`;
    for (const option of command.options) lines.push(optionLine(inCommand, option));
    const [first, second] = command.args;
    if (first === 'game') {
      lines.push(`complete -c cardref -n ${fishQuote(`${inCommand}; and not __fish_seen_subcommand_from ${gameIds}`)} -a ${fishQuote(gameIds)}`);
      for (const game of spec.games) {
        const words = second === undefined ? 'files' : argumentWords(spec, second, game);
        if (words === 'files' || words.length === 0) continue;
        lines.push(`complete -c cardref -n ${fishQuote(`${inCommand}; and __fish_seen_subcommand_from ${game.id}`)} -a ${fishQuote(words.join(' '))}${second === 'deck' ? ' -F' : ''}`);
      }
    } else if (first === 'command') {
      lines.push(`complete -c cardref -n ${fishQuote(inCommand)} -a ${fishQuote(commandNames)}`);
    } else if (first === 'shell') {
      lines.push(`complete -c cardref -n ${fishQuote(inCommand)} -a ${fishQuote(SHELLS.join(' '))}`);
    } else if (first !== undefined) {
      lines.push(`complete -c cardref -n ${fishQuote(inCommand)} -F`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const WRITERS: Record<Shell, (spec: Spec) => string> = { bash, zsh, fish };

export default async function completion(ctx: CliContext, args: string[]): Promise<number> {
  const shell = args[0] as Shell; // commander checked it against SHELLS
  ctx.out(WRITERS[shell](await makeSpec()));
  return 0;
}
