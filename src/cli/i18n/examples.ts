/** The example command lines of each command's help: notation, the same in every language (messages-en/-zh). */
export const EXAMPLES = {
  rules: ['cardref rules wixoss', 'cardref rules wixoss refresh'],
  cards: ['cardref cards wixoss --where type=ARTS', 'cardref cards wixoss --search "life burst" --json'],
  check: ['cardref check wixoss my-deck.txt', 'cardref check wixoss white-hope --rules modern', 'cardref check wixoss white-hope --option rules=seed', 'cardref check wixoss - < my-deck.txt'],
  play: [
    'cardref play wixoss --deck 1=white-hope --deck 2=black-will',
    'cardref play wixoss --bot 2=greedy --seed 7 --log game.log',
    "printf 'hint\\n' | cardref play midrash --vs normal --seed 3",
    'cardref play eatpaint --deck 1=sabil-apra --deck 2=aika-red --bot 2=mcts --think-ms 1000',
    'cardref play wixoss --resume game.log',
    "printf 'keep\\nkeep\\n' | cardref play wixoss --seed 1 --log scripted.log",
    'cardref play eatpaint --deck 1=sabil-apra --deck 2=aika-red --table',
    "printf '%s\\n' al raid drought silence onslaught eclipse 'use char 1' | cardref play midrash --players 1 --table --log table.log",
  ],
  replay: ['cardref replay game.log', 'cardref replay game.log --at 20 --seat 1', 'cardref replay game.log --explain --seat 1 --iterations 100'],
  sim: ['cardref sim wixoss --games 200 --seed 5', 'cardref sim eatpaint --bots normal,easy --games 1', 'cardref sim wixoss --bots mcts,random --games 2 --iterations 50 --workers 2'],
  serve: [
    `printf '%s\\n' '{"type":"hello","protocol":2}' '{"type":"start","game":"wixoss","seed":"7"}' '{"type":"observe","gameId":"g1","seat":1}' | cardref serve`,
    'cardref play wixoss --bot 2=cmd:"node examples/random-bot.mjs"',
    'cardref sim midrash --games 20 --bots cmd:"node examples/random-bot.mjs",mcts',
  ],
  join: ['cardref join ws://127.0.0.1:41234/#SEAT-SECRET', 'cardref join ws://127.0.0.1:41234/#SEAT-SECRET --bot random'],
  watch: ['cardref watch ws://127.0.0.1:41234/#WATCH-SECRET'],
  host: [
    'cardref host eatpaint --deck 1=sabil-apra --deck 2=aika-red --name 1=Ann --name 2=Ben',
    'cardref host wixoss --seat none --bot 1=random --bot 2=random --port 0',
    'cardref host eatpaint --vs easy --seat none --port 0',
    'cardref host eatpaint --table --deck 1=sabil-apra --deck 2=aika-red --name 1=Ann --name 2=Ben',
    'cardref host wixoss --resume game.log --port 0 --bot 1=random --bot 2=random',
  ],
  completion: [
    'source <(cardref completion bash)',
    'mkdir -p ~/.local/share/bash-completion/completions && cardref completion bash > ~/.local/share/bash-completion/completions/cardref',
    'mkdir -p ~/.zfunc && cardref completion zsh > ~/.zfunc/_cardref',
    'mkdir -p ~/.config/fish/completions && cardref completion fish > ~/.config/fish/completions/cardref.fish',
  ],
};

export const exampleLines = (title: string, lines: string[]) => `${title}\n${lines.map((line) => `  ${line}`).join('\n')}`;
