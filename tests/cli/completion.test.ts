/**
 * `cardref completion bash|zsh|fish`: each script is accepted by its shell and completes the commands, options,
 * game ids, decks and topics the CLI has (bash runs its completion function; zsh and fish, where installed, check
 * the script's syntax).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '../../src/games/index.js';
import { cardref } from '../support/cli.js';

const COMMANDS = ['games', 'rules', 'cards', 'check', 'play', 'replay', 'sim', 'serve', 'host', 'join', 'watch', 'completion', 'help'];
const GAME_IDS = GAMES.map((game) => game.id);
const folder = mkdtempSync(join(tmpdir(), 'cardref-completion-'));
// Where completion runs: one deck file, which completes where a deck may be a file.
const cwd = mkdtempSync(join(tmpdir(), 'cardref-completion-cwd-'));
writeFileSync(join(cwd, 'my-deck.txt'), '');

function script(shell: string): string {
  const run = cardref(['completion', shell]);
  expect(run.code).toBe(0);
  expect(run.stderr).toBe('');
  for (const word of [...COMMANDS, ...GAME_IDS, 'white-hope', 'attack', 'deck', 'lang', 'no-color']) expect(run.stdout).toContain(word);
  const file = join(folder, `cardref.${shell}`);
  writeFileSync(file, run.stdout);
  return file;
}

const hasShell = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0;

describe('cardref completion', () => {
  it('bash: completes commands, game ids, topics, decks, options and choices', () => {
    const file = script('bash');
    const complete = (...words: string[]) => {
      const test = `source ${JSON.stringify(file)}; COMP_WORDS=("$@"); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _cardref; printf '%s\\n' "\${COMPREPLY[*]}"`;
      const run = spawnSync('bash', ['-c', test, 'bash', 'cardref', ...words], { cwd, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      return run.stdout.trim().split(/\s+/).filter(Boolean);
    };
    expect(complete('').sort()).toEqual([...COMMANDS].sort());
    expect(complete('r')).toEqual(['rules', 'replay']);
    expect(complete('rules', '')).toEqual(GAME_IDS);
    expect(complete('rules', 'wixoss', 'att')).toEqual(['attack']);
    expect(complete('check', 'pad', '')).toEqual(['fire-dark', 'water-wood-light', 'b02-fire-light', 'b03-fire-light', 'b04-fire-dark', 'my-deck.txt']);
    expect(complete('play', 'wixoss', '--deck', '1', '=', 'white')).toEqual(['white-hope']);
    expect(complete('play', '--seed', '3', 'mid')).toEqual(['midrash']);
    expect(complete('--lang', '')).toEqual(['en', 'zh']);
    expect(complete('--lang', '=', 'z')).toEqual(['zh']);
    expect(complete('sim', 'pad', '--bot')).toEqual(['--bots', '--bot-timeout']);
    expect(complete('completion', '')).toEqual(['bash', 'zsh', 'fish']);
    expect(complete('help', 'pl')).toEqual(['play']);
  });

  for (const [shell, check] of [['zsh', ['-n']], ['fish', ['--no-execute']]] as const) {
    it(`${shell}: the script is accepted by ${shell}`, () => {
      const file = script(shell);
      if (!hasShell(shell)) {
        console.log(`${shell} is not installed: its script's syntax is not checked here (its words are)`);
        return;
      }
      const run = spawnSync(shell, [...check, file], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      if (shell === 'fish') {
        // fish can also complete a command line without a terminal.
        const asked = spawnSync('fish', ['-c', `source ${file}; complete -C 'cardref rules wixoss att'; complete -C 'cardref check pad water'`], { cwd, encoding: 'utf8' });
        expect(asked.stdout.split('\n').map((line) => line.split('\t')[0])).toEqual(['attack', 'water-wood-light', '']);
      }
    });
  }
});
