#!/usr/bin/env node
// Rewrites the answers (`< ` lines) of docs/protocol.md's example exchange with what a fresh server answers to its
// requests (`> ` lines); run after `npm run build` when a message's shape changes. tests/protocol/docs.test.ts checks them.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setContentLang } from '../dist/engine/i18n.js';
import { GAMES } from '../dist/games/index.js';
import { ProtocolServer } from '../dist/protocol/server.js';

const path = fileURLToPath(new URL('../docs/protocol.md', import.meta.url));
const doc = readFileSync(path, 'utf8');
setContentLang('en');
const server = new ProtocolServer({ games: await Promise.all(GAMES.map((g) => g.load())), version: '0.1.0' });
const rewritten = doc.replace(/```jsonl\n([\s\S]*?)```/, (_block, body) => {
  const lines = body.trimEnd().split('\n');
  const out = [];
  for (const line of lines) {
    if (line.startsWith('> ')) out.push(line, `< ${server.handleLine(line.slice(2))}`);
    else if (!line.startsWith('< ')) throw new Error(`not a request or an answer: ${line}`);
  }
  return `\`\`\`jsonl\n${out.join('\n')}\n\`\`\``;
});
writeFileSync(path, rewritten);
console.log(`rewrote the example exchange of ${path}`);
