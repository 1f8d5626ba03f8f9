#!/usr/bin/env node
// Writes docs/protocol.schema.json from the protocol's schemas (src/protocol/protocol-schema.ts); run after `npm run build`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { protocolSchema } from '../dist/protocol/protocol-schema.js';

const target = fileURLToPath(new URL('../docs/protocol.schema.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(protocolSchema(), null, 2)}\n`);
console.log(`wrote ${target}`);
