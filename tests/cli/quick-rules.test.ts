/**
 * `cardref rules <game> [topic]` is answered without loading commander (start-up time); everything else, and any
 * option beyond --lang/--no-color, goes through the full program, with the same texts.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/cli.js';

/** Runs main() (or, `full`, the full program) in a fresh node: its output and whether commander was loaded. */
function run(args: string[], full = false) {
  const entry = join(ROOT, full ? 'dist/cli/program.js' : 'dist/cli/main.js');
  const call = full ? 'runProgram' : 'main';
  const script = `import(${JSON.stringify(entry)}).then((m) => m.${call}(['node', 'cardref', ...${JSON.stringify(args)}]))
    .catch((e) => process.stderr.write(String(e.message))).finally(() => process.stderr.write('commander:' + Object.keys(require.cache).some((k) => k.includes('commander'))))`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { stdout: r.stdout, commander: r.stderr.includes('commander:true'), stderr: r.stderr };
}

describe('the quick rules path', () => {
  it('answers rules lookups without commander, in either language', () => {
    const list = run(['rules', 'wixoss']);
    expect(list.stdout).toMatch(/^WIXOSS — rules topics/);
    expect(list.commander).toBe(false);
    const topic = run(['--lang', 'zh', 'rules', 'midrash', 'solo', '--no-color']);
    expect(topic.stdout).toMatch(/^Midrash — 单人模式/);
    expect(topic.commander).toBe(false);
  });

  it('leaves everything else to the full program, with the same texts', () => {
    const json = run(['rules', 'wixoss', '--json']);
    expect(json.commander).toBe(true);
    expect(JSON.parse(json.stdout).topics.map((t: { id: string }) => t.id)).toContain('turn');
    expect(run(['rules', '--help']).stdout).toMatch(/Usage: cardref rules/); // commander's help
    expect(run(['games']).commander).toBe(true);
    // The same lookups read both ways give the same text.
    for (const args of [['rules', 'pad', 'attack'], ['rules', 'eatpaint'], ['rules', 'midrash', 'no-such-topic']]) {
      const quick = run(args);
      const full = run(args, true);
      expect(full.commander).toBe(true);
      expect(quick.stdout).toBe(full.stdout);
    }
    expect(run(['rules', 'pad', 'attack']).stdout.length).toBeGreaterThan(100);
  });

  it('suggests the closest game and topic, the same way on both paths', () => {
    for (const [args, hint] of [[['rules', 'wixos'], 'did you mean "wixoss"?'], [['rules', 'wixoss', 'atack'], 'did you mean "attack"?']] as const) {
      const quick = run([...args]);
      const full = run([...args], true);
      expect(quick.commander).toBe(false);
      expect(full.commander).toBe(true);
      // main prints the error as `cardref: <message>`; the full program's caller here prints the bare message.
      const message = /cardref: (.*)\n/.exec(quick.stderr)![1]!;
      expect(message).toContain(hint);
      expect(full.stderr).toContain(message);
    }
  });
});
