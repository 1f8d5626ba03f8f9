/**
 * Which language the CLI speaks: `--lang zh|en` on the command line, else the locale of the environment
 * (LC_ALL, then LC_MESSAGES, then LANG, the first one set decides: `zh…` is Chinese, anything else English).
 */
export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: string | undefined): value is Lang {
  return value !== undefined && (LANGS as readonly string[]).includes(value);
}

/** The language the locale variables ask for; an empty variable counts as unset (POSIX). */
export function langFromEnv(env: NodeJS.ProcessEnv = process.env): Lang {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value) return value.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  }
  return 'en';
}

/**
 * The value of `--lang` in an argv (`--lang zh` or `--lang=zh`), read before commander parses anything so the
 * help texts can be built in that language. Arguments after `--` are operands, not options.
 */
export function langFromArgv(args: readonly string[]): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') break;
    if (arg === '--lang') found = args[++i];
    else if (arg.startsWith('--lang=')) found = arg.slice('--lang='.length);
  }
  return found;
}

/** The flag when it names a language we have, otherwise the environment's (commander then reports a bad flag). */
export function chooseLang(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Lang {
  const flag = langFromArgv(args)?.toLowerCase();
  return isLang(flag) ? flag : langFromEnv(env);
}
