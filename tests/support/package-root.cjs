// Jest stand-in for src/engine/package-root.ts (CommonJS has no import.meta).
const path = require('node:path');
exports.packageRoot = path.resolve(__dirname, '../..') + path.sep;
